import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendAvailable, startTestApp, type Backend, type TestApp } from '../../support/test-app';

type Readiness = { status: string; checks: Record<string, { ok: boolean; detail?: string }> };

for (const backend of ['embedded', 'servers'] as Backend[]) {
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
      const expected = backend === 'servers' ? ['database', 'eventStore', 'projections', 'redis'] : ['database', 'eventStore', 'projections'];
      expect(Object.keys(ready.body.checks).sort()).toEqual(expected);
    });

  });
}
