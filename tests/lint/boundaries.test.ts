import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import boundaries from '../../eslint.boundaries.js';

const root = path.resolve(import.meta.dirname, '../..');
/** A job of the auth module, fenced in like every module's jobs/. */
const JOB = 'server/src/modules/auth/jobs/probe.ts';

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

  it('keep the web app out of the server, projections and jobs', async () => {
    for (const file of ['server/src/modules/auth/probe.ts', 'projections/probe.ts', 'server/src/modules/auth/jobs/probe.ts']) {
      const money = path.relative(path.dirname(path.join(root, file)), path.join(root, 'web/src/lib/money'));
      expect(await problems(file, `export * from '${money}';`)).toContainEqual(expect.stringContaining('never import the web app'));
    }
  });

  it('let only the composition roots of the server import projections', async () => {
    const projection = "export * from '../../../../projections/users';";
    expect(await problems('server/src/modules/auth/probe.ts', projection)).toEqual([expect.stringContaining('Only the composition roots')]);
    expect(await problems('server/src/modules/auth/module.ts', projection)).toEqual([]);
    expect(await problems('server/src/services.ts', "export * from './modules/auth/jobs/login-code-mail';")).toEqual([]);
    expect(await problems('server/src/http/probe.ts', "export * from '../../../projections/runner';")).toEqual([expect.stringContaining('Only the composition roots')]);
  });

  it("let a module's own jobs and mails import the mails of server/src/mail and sibling jobs, and nothing of projections", async () => {
    expect(await problems('server/src/modules/auth/jobs/probe.ts', "export * from '../../../mail/mail-layout';")).toEqual([]);
    expect(await problems('server/src/modules/auth/jobs/probe.ts', "export * from './login-code-mail';")).toEqual([]);
    expect(await problems('server/src/modules/auth/mails.tsx', "export * from '../../mail/mail-parts';")).toEqual([]);
    expect(await problems('server/src/modules/auth/jobs/probe.ts', "export * from '../../../../../projections/runner';")).toEqual([
      expect.stringContaining('Only the composition roots'),
      expect.stringContaining('Jobs never import the HTTP layer, the composition roots or projections'),
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
    expect(await problems('server/src/mail/probe.ts', "export * from '../modules/auth/jobs/login-code-mail';")).toEqual([
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

  it('keep jobs away from the HTTP layer and the operation handlers', async () => {
    expect(await problems(JOB, "export * from '../../../http/errors';")).toEqual([expect.stringContaining('Jobs never import the HTTP layer')]);
    expect(await problems(JOB, "export * from '../handlers';")).toEqual([expect.stringContaining('Jobs never import operation handlers')]);
    expect(await problems(JOB, "export * from '../module';")).toEqual([expect.stringContaining('Jobs never import operation handlers or module wiring')]);
    expect(await problems(JOB, "export * from '../../../jobs/payloads';")).toEqual([]);
  });

  it('let jobs import their own module and, of the rest of the server, only event types, job payloads, their ports and server/src/shared', async () => {
    for (const allowed of [
      '../events',
      '../../users/events',
      '../../../jobs/payloads',
      '../../../adapters/mail/mailer',
      '../../../adapters/queue/job-queue',
      '../../../config/logger',
      '../../../shared/money-text',
      '../../../shared/calendar-session',
      '../../../mail/mail-layout',
      '../../../eventstore/decider',
      '../login-codes',
    ]) {
      expect(await problems(JOB, `export * from '${allowed}';`), allowed).toEqual([]);
    }
    // Other modules' parts, the event store, the database, the payment provider: ports in the module.ts.
    for (const domain of [
      '../../purchases/purchase-store',
      '../../consultations/consultation-queries',
      '../../consultations/waitlist',
      '../../privacy/personal-data-report',
      '../../newsletters/unsubscribe-tokens',
      '../../../eventstore/event-store',
      '../../../db/database',
      '../../../adapters/payments/payment-provider',
    ]) {
      expect(await problems(JOB, `export * from '${domain}';`), domain).toEqual([
        expect.stringContaining('Jobs import their own module and, of the rest of the server, only event types'),
      ]);
    }
    // Tests of jobs may still use the server's real parts.
    expect(await problems('server/src/modules/auth/jobs/probe.test.ts', "export * from '../../../db/database';")).toEqual([]);
  });

  it('keep server/src/shared free of the rest of the repository, so jobs and projections may share it', async () => {
    expect(await problems('server/src/shared/probe.ts', "export * from './russian-names';")).toEqual([]);
    expect(await problems('server/src/shared/probe.ts', "export * from '../modules/users/users';")).toEqual([expect.stringContaining('depends on nothing of the repository')]);
    expect(await problems('server/src/shared/probe.ts', "export * from '../mail/layout';")).toEqual([expect.stringContaining('depends on nothing of the repository')]);
    expect(await problems('server/src/shared/probe.ts', "export * from '../modules/auth/jobs/login-code-mail';")).toEqual([
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
