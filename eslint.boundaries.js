// The import boundaries of the repository, as ESLint configuration (import-x/no-restricted-paths,
// the bulletproof-react pattern). eslint.config.js applies them; tests/lint/boundaries.test.ts
// proves that each one fires.
//
// - web: app → features → components/lib/config/api, one way; a feature never imports another.
// - server and projections never import web/ (the server has its own generated code).
// - Shipped code never imports tests/ or vitest.
// - The server's modules never import projections/; only the composition roots that wire processes
//   together do (services.ts, runtime/ with the restore command, a module's module.ts).
// - Projections read events: from the server they import event types (and their registry) and the ports they write
//   through (event store, database, logger, read-model failures), nothing else.
// - Jobs (a module's jobs/ folder) run in the worker role: they import their own module and, of the
//   rest of the server, event types, job payloads, the ports they use (the infrastructure record,
//   mailer, messenger channel, job queue, logger, command metadata), server/src/shared and the mails (server/src/mail), nothing else; what
//   another module provides comes through a port the job declares, filled in its module.ts.
// - server/src/mail holds every mail as a React component (and the shared layout, parts and
//   rendering), used by the modules' jobs: it imports server/src/shared, event
//   types, job payloads and the mailer's types, nothing else.
// - server/src/shared holds dependency-free helpers (text, money, names, a session's calendar
//   identity) that the server, the jobs and the projections share: it imports nothing of the repository.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const root = import.meta.dirname;
const absolute = (glob) => path.join(root, glob);

/** Read from the folder, so a new feature is fenced in from the start. */
const folders = (parent) =>
  readdirSync(path.join(root, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const features = folders('web/src/features');
/** The server's modules, each fencing in its own jobs. */
const modules = folders('server/src/modules');

// The mails are React components (server/src/mail/*.tsx, a module's mails.tsx): fenced in like the rest.
const shipped = ['server/**/*.{ts,tsx}', 'projections/**/*.ts'];
const jobs = absolute('server/src/modules/*/jobs/**');
const tests = ['**/*.test.ts', '**/*.test.tsx'];
const compositionRoots = [
  'server/src/services.ts',
  'server/src/runtime/**/*.ts',
  'server/src/modules/*/module.ts',
];

const zones = {
  webFromBackEnd: {
    target: ['./server', './projections'],
    from: './web',
    message: 'The server and projections never import the web app: generate what they need into server/src/generated.',
  },
  testsFromShipped: {
    target: ['./server', './projections', './web/src'],
    from: './tests',
    message: 'Shipped code never imports test code: tests/ is not in the image.',
  },
  projectionsFromServer: {
    target: './server/src',
    from: './projections',
    message: 'Only the composition roots (services.ts, runtime/, a module.ts) import projections; read through read-model queries.',
  },
  serverFromProjections: {
    target: './projections',
    from: absolute('server/src/**'),
    except: [
      absolute('server/src/modules/*/events.ts'),
      // The union of every module's events, which defineProjection keys its handlers by.
      absolute('server/src/modules/event-registry.*'),
      absolute('server/src/modules/privacy/personal-data-policy.*'),
      absolute('server/src/eventstore/**'),
      absolute('server/src/db/**'),
      absolute('server/src/config/logger.*'),
      absolute('server/src/read-models/**'),
    ],
    message: 'Projections import event types and the ports they write through from the server, nothing else.',
  },
  jobsFromProjections: { target: './projections', from: jobs, message: 'Projections never import job processors.' },
  // One zone per module: a job may use its own module's files, and of the rest of the server only the ports.
  serverFromJobs: modules.map((module) => ({
    target: absolute(`server/src/modules/${module}/jobs/**`),
    from: absolute('server/src/**'),
    except: [
      absolute(`server/src/modules/${module}/**`),
      // The infrastructure record: a job takes the parts it uses as `Pick<Infra, ...>` (`MailJobInfra`).
      absolute('server/src/infra.*'),
      absolute('server/src/modules/*/events.ts'),
      absolute('server/src/jobs/payloads.*'),
      // The metadata a job's commands carry (`RequestMetadata`).
      absolute('server/src/eventstore/decider.*'),
      absolute('server/src/adapters/mail/mailer.*'),
      absolute('server/src/adapters/messenger/messenger-channel.*'),
      absolute('server/src/adapters/queue/job-queue.*'),
      absolute('server/src/adapters/queue/job-rounds.*'),
      absolute('server/src/config/logger.*'),
      absolute('server/src/shared/**'),
      absolute('server/src/mail/**'),
      // Reported by the two zones below, with their own messages.
      absolute('server/src/http/**'),
      absolute('server/src/runtime/**'),
      absolute('server/src/{services,main}.ts'),
      absolute('server/src/modules/*/handlers.ts'),
      absolute('server/src/modules/*/*-handlers.ts'),
      absolute('server/src/modules/*/module.ts'),
    ],
    message:
      "Jobs import their own module and, of the rest of the server, only event types, job payloads, the ports they use (the infrastructure record, mailer, messenger channel, job queue, logger, command metadata), server/src/shared and the mails: declare a port for another module's part and fill it in the module.ts.",
  })),
  sharedIsLeaf: {
    target: './server/src/shared',
    from: [absolute('server/src/**'), absolute('projections/**')],
    except: [absolute('server/src/shared/**')],
    message: 'server/src/shared is shared by the server, the jobs and the projections because it depends on nothing of the repository: keep it so.',
  },
  mailFromServer: {
    target: './server/src/mail',
    from: [absolute('server/src/**'), absolute('projections/**')],
    except: [
      absolute('server/src/mail/**'),
      absolute('server/src/shared/**'),
      absolute('server/src/modules/*/events.ts'),
      absolute('server/src/jobs/payloads.*'),
      absolute('server/src/adapters/mail/mailer.*'),
    ],
    message: 'The mails (server/src/mail) import only server/src/shared, event types, job payloads and the mailer: pass what else a mail shows as its input.',
  },
  httpFromJobs: {
    target: jobs,
    from: ['./server/src/http', './server/src/runtime', './server/src/services.ts', './server/src/main.ts', './projections'],
    message: 'Jobs never import the HTTP layer, the composition roots or projections.',
  },
  handlersFromJobs: {
    target: jobs,
    from: [absolute('server/src/modules/*/handlers.ts'), absolute('server/src/modules/*/*-handlers.ts'), absolute('server/src/modules/*/module.ts')],
    message: 'Jobs never import operation handlers or module wiring: share job payloads through server/src/jobs/payloads.ts.',
  },
  webLayers: [
    ...features.map((feature) => ({
      target: `./web/src/features/${feature}`,
      from: './web/src/features',
      except: [`./${feature}`],
      message: 'A feature never imports another feature: move the shared piece down to components/ or lib/, or compose the two in app/.',
    })),
    {
      target: ['./web/src/components', './web/src/lib', './web/src/config', './web/src/api'],
      from: ['./web/src/features', './web/src/app'],
      message: 'components/, lib/, config/ and api/ sit below the features and the app and never import them.',
    },
    { target: './web/src/features', from: './web/src/app', message: 'Features never import the app: the app composes them.' },
  ],
};

const restrictedPaths = (...zoneList) => ({ 'import-x/no-restricted-paths': ['error', { basePath: root, zones: zoneList.flat() }] });
const noVitest = {
  'no-restricted-imports': ['error', { patterns: [{ regex: '^vitest(/|$)', message: 'Shipped code never imports vitest: test helpers live in tests/support.' }] }],
};

export default [
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.d.ts', '.js'] })] },
  },
  {
    files: shipped,
    ignores: tests,
    rules: {
      ...restrictedPaths(
        zones.webFromBackEnd,
        zones.testsFromShipped,
        zones.projectionsFromServer,
        zones.serverFromProjections,
        zones.jobsFromProjections,
        zones.serverFromJobs,
        zones.sharedIsLeaf,
        zones.mailFromServer,
        zones.httpFromJobs,
        zones.handlersFromJobs,
      ),
      ...noVitest,
    },
  },
  {
    files: compositionRoots,
    rules: restrictedPaths(zones.webFromBackEnd, zones.testsFromShipped),
  },
  {
    files: tests.flatMap((test) => ['server/', 'projections/'].map((folder) => `${folder}${test}`)),
    rules: restrictedPaths(zones.webFromBackEnd),
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: restrictedPaths(zones.webLayers, zones.testsFromShipped),
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    // web/src/testing holds the component tests' helpers (MSW server, render): only tests import it.
    ignores: [...tests, 'web/src/testing/**'],
    rules: noVitest,
  },
];
