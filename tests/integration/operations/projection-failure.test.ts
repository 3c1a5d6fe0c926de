import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readModelProjections } from '../../../projections';
import { readFailures } from '../../../server/src/read-models/projection-failures';
import { projectionStatus, resumeProjection } from '../../../projections/operator';
import type { Projection } from '../../../projections/projection';
import { loadConfig } from '../../../server/src/config/config';
import { createLogger } from '../../../server/src/config/logger';
import type { Database } from '../../../server/src/db/database';
import { startServices, type Services } from '../../../server/src/services';
import { ApiClient } from '../../support/api-client';
import { registerAndSignIn } from '../../support/sign-in';
import { databaseBackends, type OpenedDatabase } from '../../support/database-backends';

type Readiness = { status: string; checks: Record<string, { ok: boolean; detail?: string }> };
type Profile = { name: string };

const silent = createLogger('silent');
const faultyName = 'Сбой';

/**
 * A read model beside the real ones whose handler fails on a name while `broken` is set: the
 * failure a projection bug or an event it cannot apply causes, with a valid event (so the test
 * stays meaningful once input validation refuses the NUL name), and a "fix" (`broken = false`).
 */
function faultInjector(): Projection & { broken: boolean } {
  const injector = {
    name: 'fault-injector',
    broken: true,
    schema: `CREATE TABLE IF NOT EXISTS fault_injector_names (user_id text PRIMARY KEY, name text NOT NULL)`,
    handlers: {
      UserNameChanged: async (tx, event) => {
        const data = event.data as { userId: string; name: string };
        if (injector.broken && data.name === faultyName) throw new Error('injected fault: this version cannot apply the name');
        await tx.query(`INSERT INTO fault_injector_names (user_id, name) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET name = EXCLUDED.name`, [data.userId, data.name]);
      },
    } satisfies Projection['handlers'],
  };
  return injector;
}

type Running = { services: Services; port: number; client(): ApiClient; stop(): Promise<void> };

/**
 * The whole server on `db` (kept open across restarts) with `projections` as its read models; a
 * restart passes the previous `port`, so a signed-in client keeps working.
 */
async function boot(db: Database, dataDir: string, projections: readonly Projection[], port = 0): Promise<Running> {
  const config = loadConfig({ DATA_DIR: dataDir, ADMIN_EMAILS: 'coach@example.ru', LOG_LEVEL: 'silent' });
  const services = await startServices(config, createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'), { db, projections, webRoot: path.join(dataDir, 'no-web') });
  const server = services.app.listen(port, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const listening = (server.address() as AddressInfo).port;
  const baseUrl = `http://127.0.0.1:${listening}`;
  return {
    services,
    port: listening,
    client: () => new ApiClient(baseUrl),
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await services.close();
    },
  };
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

/** Repeats `attempt` until `done` holds of its result or `ms` pass; returns the last result. */
async function eventually<T>(attempt: () => Promise<T>, done: (result: T) => boolean, ms = 3000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const result = await attempt();
    if (done(result) || Date.now() > deadline) return result;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const databases = await databaseBackends();

for (const database of databases) {
  describe.skipIf(!database.available)(`a projection failing on an event (${database.name})`, () => {
    let opened: OpenedDatabase;
    let dataDir: string;
    let running: Running | undefined;
    const injector = faultInjector();
    const projections = [...readModelProjections, injector];
    let anna: ApiClient;
    const putName = (name: string) => anna.request<{ detail?: string } & Partial<Profile>>('PUT', '/api/setting/profile/', { body: { name, theme: 'light' } });

    beforeAll(async () => {
      opened = await database.open();
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'coach-projfault-'));
      running = await boot(opened.db, dataDir, projections);
      anna = running.client();
      await registerAndSignIn(anna, path.join(dataDir, 'outbox'), 'anna@example.ru');
    }, 60_000);
    afterAll(async () => {
      await running?.stop();
      await opened?.drop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it('should answer 503 within 2 s, fail later waits at once, and name the projection and event in /api/ready/', async () => {
      const first = await timed(() => putName(faultyName));
      expect(first.result.status, JSON.stringify(first.result.body)).toBe(503);
      expect(first.result.body.detail).toMatch(/сохранено/);
      expect(first.ms).toBeLessThan(2000);

      const second = await timed(() => putName('Анна'));
      expect(second.result.status).toBe(503);
      expect(second.ms).toBeLessThan(500);

      const ready = await anna.get<Readiness>('/api/ready/');
      expect(ready.status).toBe(503);
      const [failure] = await readFailures(opened.db, ['fault-injector']);
      expect(failure).toMatchObject({ type: 'UserNameChanged', error: expect.stringContaining('injected fault') });
      expect(ready.body.checks.projections?.detail).toContain(`projection fault-injector failed on UserNameChanged at position ${failure!.position}`);
      expect(ready.body.checks.projections?.detail).toContain(failure!.streamId);

      // The other read models keep going: the users projection shows the later name.
      const me = await eventually(() => anna.get<Profile>('/api/user-me/'), (response) => response.body.name === 'Анна');
      expect(me.body.name).toBe('Анна');
    });

    it('should show the failing event with its data to the operator', async () => {
      const statuses = await projectionStatus(opened.db, running!.services.store, projections);
      const stuck = statuses.find((status) => status.projection === 'fault-injector');
      expect(stuck?.failure).toMatchObject({ type: 'UserNameChanged', event: { data: { name: faultyName } } });
      expect(statuses.filter((status) => status.failure)).toHaveLength(1);
    });

    it('should not get worse across a restart: still fast 503s, nothing applied twice', async () => {
      const { port } = running!;
      await running!.stop();
      running = undefined;
      running = await boot(opened.db, dataDir, projections, port);
      // The client's kept-alive connection went with the old server; the first request may meet it.
      await anna.get('/api/health/').catch(() => undefined);
      const attempts = (await readFailures(opened.db, ['fault-injector']))[0]!.attempts;
      const again = await timed(() => putName('Ольга'));
      expect(again.result.status).toBe(503);
      expect(again.ms).toBeLessThan(2000);
      expect((await anna.get<Readiness>('/api/ready/')).status).toBe(503);
      const [failure] = await readFailures(opened.db, ['fault-injector']);
      expect(failure!.attempts).toBeGreaterThanOrEqual(attempts);
      expect(await opened.db.query(`SELECT 1 FROM fault_injector_names WHERE name = $1`, [faultyName]).then((result) => result.rows)).toEqual([]);
    }, 60_000);

    it('should resume after a fix: the failed event is applied again, the read model catches up and requests answer again', async () => {
      injector.broken = false;
      const outcome = await resumeProjection(opened.db, running!.services.store, injector, silent);
      expect(outcome).toMatchObject({ kind: 'caught-up' });
      const ready = await eventually(() => anna.get<Readiness>('/api/ready/'), (response) => response.status === 200);
      expect(ready.body.status, JSON.stringify(ready.body.checks)).toBe('ready');
      // On a shared PostgreSQL server another database's open transaction may hide the newest event
      // from the store's reads for a moment (it never skips one): what the operator's run did not
      // see yet, the running server's runner applies at its next poll.
      const applied = await eventually(
        () => opened.db.query<{ name: string }>(`SELECT name FROM fault_injector_names`).then((result) => result.rows.map((row) => row.name)),
        (names) => names.includes('Ольга'),
      );
      expect(applied).toEqual(['Ольга']);
      // The running server's runner notices the cleared failure at its next poll (200 ms). Each try
      // is a new name: repeating one would append nothing and wait for nothing.
      const names = ['Мария', 'Марина', 'Марфа', 'Милана', 'Мирра', 'Майя', 'Мелания', 'Мальвина', 'Марта', 'Матрёна'];
      let last = '';
      const saved = await eventually(
        () => putName((last = names.shift() ?? `${last}а`)),
        (response) => response.status === 200,
        3000,
      );
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.name).toBe(last);
      expect((await anna.get<Profile>('/api/user-me/')).body.name).toBe(last);
      expect(await readFailures(opened.db)).toEqual([]);
    });
  });

  describe.skipIf(!database.available)(`the NUL name of the issue (${database.name})`, () => {
    let opened: OpenedDatabase;
    let dataDir: string;
    let running: Running | undefined;

    beforeAll(async () => {
      opened = await database.open();
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'coach-projfault-'));
      running = await boot(opened.db, dataDir, readModelProjections);
    }, 60_000);
    afterAll(async () => {
      await running?.stop();
      await opened?.drop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it('should never leave the request hanging: refused as input (400) or 503 within 2 s with the users projection named', async () => {
      const anna = running!.client();
      await registerAndSignIn(anna, path.join(dataDir, 'outbox'), 'anna@example.ru');
      const response = await timed(() => anna.request<{ detail: string }>('PUT', '/api/setting/profile/', { body: { name: '\u0000', theme: 'light' } }));
      expect(response.ms).toBeLessThan(2000);
      const ready = await anna.get<Readiness>('/api/ready/');
      if (response.result.status === 400) {
        // Input validation refuses the name: nothing was stored, so nothing can stall.
        expect(ready.status).toBe(200);
        return;
      }
      expect(response.result.status, JSON.stringify(response.result.body)).toBe(503);
      expect(response.result.body.detail).toMatch(/сохранено/);
      expect(ready.status).toBe(503);
      expect(ready.body.checks.projections?.detail).toMatch(/projection users failed on UserNameChanged at position \d+ \(stream user-.*0x00/);
    }, 60_000);
  });
}
