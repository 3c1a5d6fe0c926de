import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { JobDefinition } from '../../../server/src/adapters/queue/job-queue';
import { readModelProjections } from '../../../projections';
import { startProjections } from '../../../projections/runner';
import { openInProcessJobQueue } from '../../../server/src/adapters/queue/in-process-job-queue';
import { createLogger } from '../../../server/src/config/logger';
import { createMetrics } from '../../../server/src/modules/operations/metrics';
import { openProtectedEventStore } from '../../../server/src/modules/privacy/protected-event-store';
import { createUsers } from '../../../server/src/modules/users/users';
import { createTestClock } from '../../support/clock';
import { registerAndSignIn } from '../../support/sign-in';
import { startTestApp, type TestApp } from '../../support/test-app';
import { appendUnappliableEvent } from '../../support/unappliable-event';
import { checkedFetch } from '../../support/contract-answers';
import { openMigratedPglite } from '../../support/migrated-database';

const token = `metrics-${randomBytes(12).toString('hex')}`;

/** The value of one series in Prometheus' text format (labels as written by prom-client). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics (embedded)', () => {
  let app: TestApp;
  beforeAll(async () => {
    // A test clock: the session bought below must lie ahead of it whatever today's date.
    app = await startTestApp({ backend: 'embedded', now: createTestClock(new Date('2026-11-22T09:00:00.000Z')).now, environment: { METRICS_TOKEN: token } });
    const client = app.client();
    await registerAndSignIn(client, app.outboxDir, `metrics-${randomBytes(3).toString('hex')}@example.ru`);
    const bought = await client.post<{ data: { token: string } }>('/api/buy/', { product: 'consultation', type: 1, date: '2026-12-02 07:00' });
    await client.post(`/api/sandbox/checkout/${bought.body.data.token}`, { outcome: 'succeeded' });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  it('should answer 401 with a Russian detail without the token or with a wrong one', async () => {
    const anonymous = await checkedFetch(`${app.baseUrl}/metrics`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
    expect(((await anonymous.json()) as { detail: string }).detail).toMatch(/токен/);
    expect((await checkedFetch(`${app.baseUrl}/metrics`, { headers: { authorization: `Bearer ${token}x` } })).status).toBe(401);
  });

  it('should show requests by route and status, lag, jobs, mail, payments and the backup age with the token', async () => {
    const probe: JobDefinition<{ n: number }> = { name: 'metrics-probe', payload: z.object({ n: z.number() }), attempts: 1, backoffMs: 0, process: async () => undefined };
    await app.services.jobs.enqueue(probe, { n: 1 }, { jobId: 'later', delayMs: 3_600_000 });
    // The second is a shared answer, sent again without the router: it is counted by its route all the same.
    for (let read = 0; read < 2; read++) expect((await checkedFetch(`${app.baseUrl}/api/dictionary/consultationType/`)).status).toBe(200);
    const response = await checkedFetch(`${app.baseUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(sample(text, 'http_request_duration_seconds_count{method="POST",route="/api/buy/",status="200"}')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/dictionary/consultationType/",status="200"}')).toBe(2);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/send-code\/",status="200"\} \d+$/m);
    for (const projection of readModelProjections) expect(sample(text, `coach_projection_lag_events{projection="${projection.name}"}`)).toBe(0);
    expect(sample(text, 'coach_mails_total{kind="login-code-mail",outcome="sent"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'coach_payments{outcome="created"}')).toBe(1);
    expect(sample(text, 'coach_payments{outcome="succeeded"}')).toBe(1);
    expect(sample(text, 'coach_payments{outcome="refunded"}')).toBe(0);
    expect(sample(text, 'coach_jobs{queue="metrics-probe",state="delayed"}')).toBe(1);
    // Never backed up: the age counts from 1970, so "no backup for a day" fires.
    expect(sample(text, 'coach_backup_age_seconds')).toBeGreaterThan(50 * 365 * 86_400);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    for (const projection of readModelProjections) expect(sample(text, `coach_projection_failed_attempts{projection="${projection.name}",event_type=""}`)).toBe(0);
  });

  it('should show the event a read model is stuck on, with its failed attempts', async () => {
    await appendUnappliableEvent(app.services.db);
    const series = 'coach_projection_failed_attempts{projection="users",event_type="PersonalDataConsentGiven"}';
    await expect
      .poll(async () => sample(await (await checkedFetch(`${app.baseUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } })).text(), series), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(1);
  });
});

describe('coach_projection_lag_events', () => {
  it('should rise when the projection runner is stopped and events keep coming', async () => {
    const logger = createLogger('silent');
    const db = await openMigratedPglite();
    const now = () => new Date('2026-11-22T09:00:00Z');
    try {
      const store = await openProtectedEventStore({ eventstoreUrl: undefined, db, logger, now });
      const runner = await startProjections(db, store, readModelProjections, logger);
      const jobs = await openInProcessJobQueue({ db, logger });
      const metrics = createMetrics({ db, store, jobs, now });
      const users = createUsers({ db, store });
      const register = (email: string) => users.register({ email, advertisingConsent: false, source: 'registration' }, { actor: 'guest', correlationId: email, requestId: email, now: now() });
      const lag = async () => sample(await metrics.registry.metrics(), 'coach_projection_lag_events{projection="users"}');

      const first = await register('first@example.ru');
      await runner.waitForPosition(first.position!);
      expect(await lag()).toBe(0);
      await runner.stop();
      for (const name of ['second', 'third', 'fourth']) await register(`${name}@example.ru`);
      expect(await lag()).toBeGreaterThanOrEqual(3);
      await jobs.close();
      await store.close();
    } finally {
      await db.close();
    }
  });
});
