import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendAvailable, startTestApp, type Backend, type TestApp } from '../../support/test-app';
import { describeOnceInFastLane, scenarioStores } from '../../support/test-lane';

type Readiness = { status: string; checks: Record<string, { ok: boolean; detail?: string }> };

for (const backend of scenarioStores<Backend>('embedded', 'servers')) {
  describe.skipIf(!(await backendAvailable(backend)))(`health and readiness (${backend})`, () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp({ backend });
    });
    afterAll(async () => {
      await app?.close();
    });

    it('should report alive and ready with every dependency checked', async () => {
      const client = app.client();
      expect((await client.get('/api/health/')).body).toEqual({ status: 'ok' });
      const ready = await client.get<Readiness>('/api/ready/');
      expect(ready.status).toBe(200);
      expect(ready.body.status).toBe('ready');
      const expected = backend === 'servers' ? ['database', 'disk', 'eventStore', 'projections', 'redis'] : ['database', 'disk', 'eventStore', 'projections'];
      expect(Object.keys(ready.body.checks).sort()).toEqual(expected);
    });

  });
}

describeOnceInFastLane('the disk probe (embedded)', () => {
  let app: TestApp;
  beforeAll(async () => {
    // More free space than any disk has: the data folder is always "low".
    app = await startTestApp({ backend: 'embedded', environment: { DISK_MIN_FREE_MB: String(1024 ** 3) } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('should make the instance not ready when the data folder is low on space, saying how much is left', async () => {
    const ready = await app.client().get<Readiness>('/api/ready/');
    expect(ready.status).toBe(503);
    expect(ready.body.checks.disk).toEqual({ ok: false, detail: expect.stringMatching(/^\d+ MB free in .* \(at least 1073741824 MB wanted\)$/) });
    // Public: the answer names no path of the server's.
    expect(JSON.stringify(ready.body)).not.toContain(path.dirname(app.outboxDir));
    expect(ready.body.checks.database!.ok).toBe(true);
  });
});
