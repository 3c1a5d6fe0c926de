import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../support/api-client';
import { startAppProcess, type AppProcess } from '../../support/app-process';
import { slowPost } from '../../support/slow-request';

/**
 * The real entry with nothing configured, as the image runs with no services: every role in one
 * process on the embedded PGlite, in-process jobs, mail to the outbox.
 */
describe('the embedded default in one process (real entry)', () => {
  let app: AppProcess;
  beforeAll(async () => {
    app = await startAppProcess({});
  });
  afterAll(async () => {
    await app?.dispose();
  });

  it('should run every role on the embedded parts and be ready', async () => {
    expect(app.logs.find((line) => line.serves)).toMatchObject({
      roles: 'web,workers,projections',
      serves: 'api',
      database: 'pglite',
      events: 'pglite',
      jobs: 'in-process',
      mail: 'outbox',
    });
    const ready = await new ApiClient(app.baseUrl).get<{ status: string; checks: Record<string, unknown> }>('/api/ready/');
    expect(ready.status).toBe(200);
    expect(Object.keys(ready.body.checks).sort()).toEqual(['database', 'disk', 'eventStore', 'projections']);
  });

  it('should answer a request in flight on SIGTERM, then stop its jobs, projections and database and exit 0', async () => {
    const client = new ApiClient(app.baseUrl);
    await client.get('/api/csrf');
    const answer = await slowPost(client, '/api/token', { uuid: '7d6f0e1c-0000-4000-8000-000000000000', code: '12345' }, async () => {
      app.signal('SIGTERM');
      await app.waitForLog((line) => line.signal === 'SIGTERM');
      expect(app.isRunning()).toBe(true);
    });
    expect(answer.status).toBe(400);
    expect(await app.exited).toEqual({ code: 0, signal: null });
    expect(app.logs.at(-1)?.msg).toBe('shut down cleanly');
  });
});
