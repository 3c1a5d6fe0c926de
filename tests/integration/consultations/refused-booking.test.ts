import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { registerAndSignIn } from '../../support/sign-in';
import { startTestApp, type TestApp } from '../../support/test-app';

describe('a refused booking leaves no trace in the history', () => {
  const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
  let app: TestApp;
  let anna: ApiClient;
  let vera: ApiClient;

  beforeAll(async () => {
    app = await startTestApp({ backend: 'embedded', now: clock.now });
    [anna, vera] = [app.client(), app.client()];
    await registerAndSignIn(anna, app.outboxDir, 'anna@example.ru');
    await registerAndSignIn(vera, app.outboxDir, 'vera@example.ru');
  });
  afterAll(async () => {
    await app?.close();
  });

  const allocatedIds = async () => (await app.services.store.readStream('consultation-ids')).length;

  it('should allocate a consultation id only for a booking that happens, not for each refused try of a taken slot', async () => {
    const held = await anna.post('/api/buy/', { product: 'consultation', type: 1, amount: 3500, date: '2026-12-02 07:00' });
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    const before = await allocatedIds();
    expect(before).toBe(1);
    for (let attempt = 0; attempt < 3; attempt++) {
      const refused = await vera.post<{ detail: string }>('/api/buy/', { product: 'consultation', type: 1, amount: 3500, date: '2026-12-02 07:00' });
      expect(refused.status).toBe(409);
      expect(refused.body.detail).toBe('Это время уже занято. Пожалуйста, выберите другой день.');
    }
    expect(await allocatedIds()).toBe(before);
    expect((await vera.post('/api/buy/', { product: 'consultation', type: 1, amount: 3500, date: '2026-12-03 07:00' })).status).toBe(200);
    expect(await allocatedIds()).toBe(before + 1);
  });
});
