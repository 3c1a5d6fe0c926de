import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import boundaries from '../../eslint.boundaries.js';

const root = path.resolve(import.meta.dirname, '../..');

// Only the boundary rules, without the type-aware ones, so a file that does not exist can be linted.
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, ...boundaries],
});

/** The boundary messages ESLint gives a file at `file` (relative to the repository) holding `code`. */
async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'parser'}: ${message.message}`);
}

describe('the import boundaries', () => {
  it('keep a feature out of its siblings, and allow what sits below the features', async () => {
    expect(await problems('web/src/features/articles/probe.ts', "export * from '../products/components/buy-product';")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*A feature never imports another feature/),
    ]);
    expect(await problems('web/src/features/articles/probe.ts', "export * from './components/blog-list';")).toEqual([]);
    expect(await problems('web/src/features/articles/probe.ts', "export * from '../../components/content/content-card';")).toEqual([]);
  });

  it('keep components, lib and features below the app, and components and lib below the features', async () => {
    expect(await problems('web/src/components/probe.ts', "export * from '../features/auth/components/login-screen';")).toEqual([
      expect.stringContaining('sit below the features and the app'),
    ]);
    expect(await problems('web/src/lib/probe.ts', "export * from '../app/router';")).toEqual([expect.stringContaining('sit below the features and the app')]);
    expect(await problems('web/src/features/auth/probe.ts', "export * from '../../app/router';")).toEqual([expect.stringContaining('the app composes them')]);
  });

  it('keep the web app out of the server, projections and workers', async () => {
    for (const file of ['server/src/modules/auth/probe.ts', 'projections/probe.ts', 'workers/probe.ts']) {
      const money = path.relative(path.dirname(path.join(root, file)), path.join(root, 'web/src/lib/money'));
      expect(await problems(file, `export * from '${money}';`)).toContainEqual(expect.stringContaining('never import the web app'));
    }
  });

  it('let only the composition roots of the server import workers and projections', async () => {
    const worker = "export * from '../../../../workers/login-code-mail';";
    expect(await problems('server/src/modules/auth/probe.ts', worker)).toEqual([expect.stringContaining('Only the composition roots')]);
    expect(await problems('server/src/modules/auth/module.ts', worker)).toEqual([]);
    expect(await problems('server/src/services.ts', "export * from '../../workers/login-code-mail';")).toEqual([]);
    expect(await problems('server/src/http/probe.ts', "export * from '../../../projections/runner';")).toEqual([expect.stringContaining('Only the composition roots')]);
  });

  it("let a module's own jobs and mails import the mails of server/src/mail, and nothing of workers or projections", async () => {
    expect(await problems('server/src/modules/auth/jobs/probe.ts', "export * from '../../../mail/mail-layout';")).toEqual([]);
    expect(await problems('server/src/modules/auth/mails.tsx', "export * from '../../mail/mail-parts';")).toEqual([]);
    expect(await problems('server/src/modules/auth/jobs/probe.ts', "export * from '../../../../../workers/login-code-mail';")).toEqual([
      expect.stringContaining('Only the composition roots'),
    ]);
    expect(await problems('server/src/modules/auth/mails.tsx', "export * from '../../../../projections/runner';")).toEqual([expect.stringContaining('Only the composition roots')]);
  });

  it('let the mails import only server/src/shared, event types, job payloads and the mailer', async () => {
    for (const allowed of ['../shared/money-text', '../modules/welcome-series/events', '../jobs/payloads', '../adapters/mail/mailer', './mail-parts']) {
      expect(await problems('server/src/mail/probe.ts', `export * from '${allowed}';`), allowed).toEqual([]);
    }
    expect(await problems('server/src/mail/probe.ts', "import type { PracticeDetails } from '../modules/practice/practice-details';")).toEqual([
      expect.stringContaining('The mails (server/src/mail) import only'),
    ]);
    expect(await problems('server/src/mail/probe.ts', "export * from '../../../workers/login-code-mail';")).toEqual([
      expect.stringContaining('Only the composition roots'),
      expect.stringContaining('The mails (server/src/mail) import only'),
    ]);
  });

  it('let projections import event types and ports from the server, nothing else', async () => {
    expect(await problems('projections/probe.ts', "export * from '../server/src/modules/users/events';")).toEqual([]);
    expect(await problems('projections/probe.ts', "export * from '../server/src/db/database';")).toEqual([]);
    expect(await problems('projections/probe.ts', "export * from '../server/src/modules/users/users';")).toEqual([
      expect.stringContaining('Projections import event types and the ports'),
    ]);
  });

  it('keep workers away from the HTTP layer and the operation handlers', async () => {
    expect(await problems('workers/probe.ts', "export * from '../server/src/http/errors';")).toEqual([expect.stringContaining('Workers never import the HTTP layer')]);
    expect(await problems('workers/probe.ts', "export * from '../server/src/modules/auth/handlers';")).toEqual([
      expect.stringContaining('Workers never import operation handlers'),
    ]);
    expect(await problems('workers/probe.ts', "export * from '../server/src/jobs/payloads';")).toEqual([]);
  });

  it('let workers import from the server only event types, job payloads, their ports and server/src/shared', async () => {
    for (const allowed of [
      '../server/src/modules/users/events',
      '../server/src/jobs/payloads',
      '../server/src/adapters/mail/mailer',
      '../server/src/adapters/queue/job-queue',
      '../server/src/config/logger',
      '../server/src/shared/money-text',
      '../server/src/shared/calendar-session',
      '../server/src/mail/mail-layout',
    ]) {
      expect(await problems('workers/probe.ts', `export * from '${allowed}';`), allowed).toEqual([]);
    }
    // What workers imported before they declared ports: domain stores, read-model queries, deciders, the database.
    for (const domain of [
      '../server/src/modules/purchases/purchase-store',
      '../server/src/modules/consultations/consultation-queries',
      '../server/src/modules/consultations/waitlist',
      '../server/src/modules/privacy/personal-data-report',
      '../server/src/modules/newsletters/unsubscribe-tokens',
      '../server/src/eventstore/decider',
      '../server/src/db/database',
      '../server/src/adapters/payments/payment-provider',
    ]) {
      expect(await problems('workers/probe.ts', `export * from '${domain}';`), domain).toEqual([
        expect.stringContaining('Workers import from the server only event types, job payloads, the ports they use'),
      ]);
    }
    // Tests of workers may still use the server's real parts.
    expect(await problems('workers/probe.test.ts', "export * from '../server/src/db/database';")).toEqual([]);
  });

  it('keep server/src/shared free of the rest of the repository, so workers may share it', async () => {
    expect(await problems('server/src/shared/probe.ts', "export * from './russian-names';")).toEqual([]);
    expect(await problems('server/src/shared/probe.ts', "export * from '../modules/users/users';")).toEqual([expect.stringContaining('depends on nothing of the repository')]);
    expect(await problems('server/src/shared/probe.ts', "export * from '../mail/layout';")).toEqual([expect.stringContaining('depends on nothing of the repository')]);
    expect(await problems('server/src/shared/probe.ts', "export * from '../../../workers/login-code-mail';")).toEqual([
      expect.stringContaining('Only the composition roots'),
      expect.stringContaining('depends on nothing of the repository'),
    ]);
  });

  it('keep vitest and tests/ out of shipped code, and allow them in tests', async () => {
    expect(await problems('server/src/eventstore/probe.ts', "export { describe } from 'vitest';")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*never imports vitest/),
    ]);
    expect(await problems('web/src/lib/probe.ts', "export { vi } from 'vitest';")).toEqual([expect.stringContaining('never imports vitest')]);
    expect(await problems('server/src/eventstore/probe.ts', "export * from '../../../tests/support/decider-spec';")).toEqual([
      expect.stringContaining('Shipped code never imports test code'),
    ]);
    const testFile = "export { describe } from 'vitest';\nexport * from '../../../tests/support/decider-spec';";
    expect(await problems('server/src/eventstore/probe.test.ts', testFile)).toEqual([]);
  });
});
