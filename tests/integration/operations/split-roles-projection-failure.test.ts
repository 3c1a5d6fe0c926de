import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresDatabase } from '../../../server/src/db/postgres-database';
import { ApiClient } from '../../support/api-client';
import { startAppProcess, type AppProcess } from '../../support/app-process';
import { createScratchDatabase, deleteRedisKeys, realPostgresUrl, realRedisUrl } from '../../support/real-servers';
import { appendUnappliableEvent } from '../../support/unappliable-event';
import { checkedFetch } from '../../support/contract-answers';

type Readiness = { status: string; checks: Record<string, { ok: boolean; detail?: string }> };

const postgresUrl = await realPostgresUrl();
const redisUrl = await realRedisUrl();

async function readinessOf(app: AppProcess): Promise<{ status: number; body: Readiness }> {
  const response = await checkedFetch(`${app.baseUrl}/api/ready/`);
  return { status: response.status, body: (await response.json()) as Readiness };
}

describe.skipIf(!postgresUrl || !redisUrl)('a projection failing in the projections process, seen from web (split roles)', () => {
  const prefix = `test-split-fault-${randomBytes(4).toString('hex')}`;
  let scratch: { url: string; drop: () => Promise<void> };
  const started: AppProcess[] = [];
  let web: AppProcess;
  let projections: AppProcess;
  let position: bigint;

  beforeAll(async () => {
    scratch = await createScratchDatabase(postgresUrl!);
    const env = { DATABASE_URL: scratch.url, REDIS_URL: redisUrl!, QUEUE_PREFIX: prefix };
    web = await startAppProcess({ ...env, APP_ROLES: 'web' });
    started.push(web);
    projections = await startAppProcess({ ...env, APP_ROLES: 'projections' });
    started.push(projections);
    const db = await openPostgresDatabase(scratch.url);
    try {
      ({ position } = await appendUnappliableEvent(db));
    } finally {
      await db.close();
    }
  }, 120_000);
  afterAll(async () => {
    await Promise.all(started.map((app) => app.dispose()));
    await scratch?.drop();
    await deleteRedisKeys(redisUrl!, `${prefix}:*`);
  });

  it('should make both processes not ready, naming the projection and event, and answer web requests 503 at once', async () => {
    const deadline = Date.now() + 10_000;
    let ready = await readinessOf(web);
    while (ready.status !== 503 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      ready = await readinessOf(web);
    }
    expect(ready.status).toBe(503);
    expect(ready.body.checks.projections?.detail).toContain(`projection users failed on PersonalDataConsentGiven at position ${position}`);
    expect((await readinessOf(projections)).status).toBe(503);

    // A guest taking the free guide waits, in web, for the projections process's checkpoints.
    const guest = new ApiClient(web.baseUrl);
    await guest.get('/api/csrf');
    const started = performance.now();
    const bought = await guest.post<{ detail: string }>('/api/buy/', { product: 'product', type: 1, amount: 0, email: 'guest@example.ru', agreement: true, notification: false });
    expect(bought.status, JSON.stringify(bought.body)).toBe(503);
    expect(bought.body.detail).toMatch(/сохранено/);
    expect(performance.now() - started).toBeLessThan(2000);
  }, 60_000);
});
