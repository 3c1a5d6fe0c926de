import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readModelProjections } from '../../../projections/index';
import { openPgliteDatabase } from '../../../server/src/db/pglite-database';
import { openPostgresDatabase } from '../../../server/src/db/postgres-database';
import { startAppProcess, type AppProcess } from '../../support/app-process';
import { createScratchDatabase, realPostgresUrl } from '../../support/real-servers';
import { appendUnappliableEvent } from '../../support/unappliable-event';
import { checkedFetch } from '../../support/contract-answers';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
type Readiness = { status: string; checks: Record<string, { ok: boolean; detail?: string }> };
type Ran = { code: number | null; stdout: string; stderr: string };

/** Runs an operator script (`scripts/<name>.ts`) as `npm run` would, with `env` on a clean environment. */
function runScript(script: string, args: string[], env: Record<string, string>): Promise<Ran> {
  const bin = path.join(repositoryRoot, 'node_modules/.bin');
  const child = spawn(path.join(bin, 'tsx'), [`scripts/${script}.ts`, ...args], {
    cwd: repositoryRoot,
    env: { PATH: `${bin}:${process.env.PATH ?? ''}`, HOME: os.tmpdir(), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

async function stopGracefully(app: AppProcess | undefined): Promise<void> {
  if (!app) return;
  if (app.isRunning()) {
    app.signal('SIGTERM');
    await Promise.race([app.exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
  }
  await app.dispose();
}

async function readinessWhen(app: AppProcess, done: (readiness: Readiness) => boolean): Promise<{ status: number; body: Readiness }> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await checkedFetch(`${app.baseUrl}/api/ready/`);
    const body = (await response.json()) as Readiness;
    if (done(body) || Date.now() > deadline) return { status: response.status, body };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const namesUsers = (readiness: Readiness) => /projection users failed on PersonalDataConsentGiven/.test(readiness.checks.projections?.detail ?? '');
const noStackTrace = (text: string) => expect(text).not.toMatch(/\n\s+at .+:\d+:\d+/);

describe('operator commands on a data folder that was never started', () => {
  let empty: string;
  beforeAll(async () => {
    empty = await mkdtemp(path.join(os.tmpdir(), 'coach-empty-'));
  });
  afterAll(async () => {
    await rm(empty, { recursive: true, force: true });
  });

  it('should say there is nothing to replay or show, exit 0 and create nothing', async () => {
    const replay = await runScript('audit', ['replay'], { DATA_DIR: empty });
    expect(replay.code, replay.stderr).toBe(0);
    expect(replay.stdout).toContain('nothing to replay');
    const status = await runScript('projections', ['status'], { DATA_DIR: empty });
    expect(status.code, status.stderr).toBe(0);
    expect(status.stdout).toContain('nothing to show');
    expect(existsSync(path.join(empty, 'pglite'))).toBe(false);
  }, 60_000);
});

describe('operator commands on the embedded PGlite with an event a projection cannot apply', () => {
  let dataDir: string;
  let position: bigint;
  let streamId: string;
  let app: AppProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'coach-operator-'));
    // A server creates the database, then the bad event is written while it is stopped.
    await stopGracefully(await startAppProcess({ DATA_DIR: dataDir }));
    const db = await openPgliteDatabase(path.join(dataDir, 'pglite'));
    try {
      ({ position, streamId } = await appendUnappliableEvent(db));
    } finally {
      await db.close();
    }
  }, 120_000);
  afterAll(async () => {
    await stopGracefully(app);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('should report the event in audit replay and exit 1 without a stack trace', async () => {
    const replay = await runScript('audit', ['replay'], { DATA_DIR: dataDir });
    expect(replay.code, replay.stdout + replay.stderr).toBe(1);
    expect(replay.stderr).toContain(`projection users cannot apply event PersonalDataConsentGiven at position ${position} (stream ${streamId}`);
    expect(replay.stderr).toMatch(/invalid input syntax for type timestamp/);
    noStackTrace(replay.stderr);
  }, 60_000);

  it('should name the projection and the event in /api/ready/ and refuse the command clearly while the server runs', async () => {
    app = await startAppProcess({ DATA_DIR: dataDir });
    const ready = await readinessWhen(app, namesUsers);
    expect(ready.status).toBe(503);
    expect(ready.body.checks.projections?.detail).toContain(`at position ${position} (stream ${streamId})`);
    const status = await runScript('projections', ['status'], { DATA_DIR: dataDir });
    expect(status.code).toBe(2);
    expect(status.stderr).toMatch(new RegExp(`${path.join(dataDir, 'pglite')} is in use by another process \\(pid \\d+`));
    expect(status.stderr).toContain('Stop it');
    noStackTrace(status.stderr);
    await stopGracefully(app);
    app = undefined;
  }, 120_000);

  it('should show the failing event with its data once the server is stopped, and say when a resume still fails', async () => {
    const status = await runScript('projections', ['status'], { DATA_DIR: dataDir });
    expect(status.code, status.stderr).toBe(1);
    expect(status.stdout).toMatch(/^users: at position \d+, STUCK$/m);
    expect(status.stdout).toContain(`failed on PersonalDataConsentGiven at position ${position}, stream ${streamId}`);
    expect(status.stdout).toMatch(/error: invalid input syntax for type timestamp/);
    expect(status.stdout).toContain('"givenAt":"not a date"');
    expect(status.stdout).toMatch(/^consultations: at position \d+, up to date$/m);

    const resume = await runScript('projections', ['resume', 'users'], { DATA_DIR: dataDir });
    expect(resume.code).toBe(1);
    expect(resume.stderr).toContain(`users still fails: projection users failed on PersonalDataConsentGiven at position ${position}`);
    const unknown = await runScript('projections', ['resume', 'nobody'], { DATA_DIR: dataDir });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain(`projections: ${readModelProjections.map((projection) => projection.name).join(', ')}`);
  }, 120_000);
});

const serverUrl = await realPostgresUrl();

describe.skipIf(!serverUrl)('operator commands on PostgreSQL beside a running server', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let app: AppProcess | undefined;
  let position: bigint;

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!);
    app = await startAppProcess({ DATABASE_URL: scratch.url });
    const db = await openPostgresDatabase(scratch.url);
    try {
      ({ position } = await appendUnappliableEvent(db));
    } finally {
      await db.close();
    }
  }, 120_000);
  afterAll(async () => {
    await stopGracefully(app);
    await scratch?.drop();
  });

  it('should show the stuck event, retry it on resume and leave the server serving', async () => {
    const ready = await readinessWhen(app!, namesUsers);
    expect(ready.status).toBe(503);
    const status = await runScript('projections', ['status'], { DATABASE_URL: scratch.url });
    expect(status.code, status.stderr).toBe(1);
    expect(status.stdout).toContain(`failed on PersonalDataConsentGiven at position ${position}`);
    const resume = await runScript('projections', ['resume', 'users'], { DATABASE_URL: scratch.url });
    expect(resume.code).toBe(1);
    expect(resume.stderr).toContain('users still fails');
    expect((await checkedFetch(`${app!.baseUrl}/api/health/`)).status).toBe(200);
    const replay = await runScript('audit', ['replay'], { DATABASE_URL: scratch.url });
    expect(replay.code).toBe(1);
    expect(replay.stderr).toContain(`at position ${position}`);
  }, 120_000);
});
