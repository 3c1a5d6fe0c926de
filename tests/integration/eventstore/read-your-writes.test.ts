import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readModelProjections } from '../../../projections';
import type { Projection } from '../../../projections/projection';
import type { ApiClient } from '../../support/api-client';
import { unsubscribeToken } from '../../../server/src/modules/newsletters/unsubscribe-tokens';
import { waitForMail } from '../../support/outbox';
import { registerAndSignIn } from '../../support/sign-in';
import { backendAvailable, startTestApp, type Backend, type TestApp } from '../../support/test-app';
import { scenarioStores } from '../../support/test-lane';

type Settings = { name: string | null; advertising_consent: { given: boolean } };

const lagMs = 600;
const appSecret = 'read-your-writes-test-secret';

/**
 * A read model ahead of the real ones that takes `lagMs` over the events under test: the runner
 * applies projections one after another, so every read model shows them that much later. No
 * handler waits for its own write any more; what makes the answers right is the infrastructure.
 */
const slowReadModel: Projection = {
  name: 'slow-read-model',
  schema: `CREATE TABLE IF NOT EXISTS slow_read_model_seen (position bigint PRIMARY KEY)`,
  handlers: Object.fromEntries(
    ['UserNameChanged', 'AdvertisingConsentWithdrawn', 'FreePurchaseCompleted'].map((type) => [
      type,
      async (tx, event) => {
        await new Promise((resolve) => setTimeout(resolve, lagMs));
        await tx.query(`INSERT INTO slow_read_model_seen (position) VALUES ($1) ON CONFLICT DO NOTHING`, [event.position.toString()]);
      },
    ]),
  ) satisfies Projection['handlers'],
};

for (const backend of scenarioStores<Backend>('embedded', 'servers')) {
  describe.skipIf(!(await backendAvailable(backend)))(`read-your-writes without a wait in any handler (${backend})`, () => {
    let app: TestApp;
    let anna: ApiClient;
    let annaId: string;

    beforeAll(async () => {
      app = await startTestApp({ backend, environment: { APP_SECRET: appSecret }, projections: [slowReadModel, ...readModelProjections] });
      anna = app.client();
      annaId = (await registerAndSignIn(anna, app.outboxDir, 'anna@example.ru')).id;
    }, 60_000);
    afterAll(async () => {
      await app?.close();
    });

    it('should answer a write with what it wrote when the handler reads the read models right after writing', async () => {
      const started = performance.now();
      const saved = await anna.request<Settings>('PUT', '/api/setting/profile/', { body: { name: 'Анна Новая', theme: 'light' } });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.name).toBe('Анна Новая');
      expect(performance.now() - started).toBeGreaterThanOrEqual(lagMs - 50);
      expect((await anna.get<Settings>('/api/setting/')).body.name).toBe('Анна Новая');
    });

    it('should show the next request a write whose handler answered right after appending', async () => {
      const consent = async () => (await anna.get<Settings>('/api/setting/')).body.advertising_consent.given;
      expect((await anna.request('PUT', '/api/setting/advertising-consent/', { body: { given: true } })).status).toBe(200);
      expect(await consent()).toBe(true);

      // The newsletter link: the handler withdraws the consent and answers, reading nothing after.
      const unsubscribed = await app.client().get<{ result: boolean }>('/api/unsubscribe/', { uuid: unsubscribeToken(appSecret, annaId) });
      expect(unsubscribed.status, JSON.stringify(unsubscribed.body)).toBe(200);
      expect(await consent()).toBe(false);
    });

    it('should let a job queued right after a write read it on its first run, though the read models lag', async () => {
      expect((await anna.post('/api/buy/', { product: 'product', type: 1, amount: 0 })).status).toBe(200);
      await waitForMail(app.outboxDir, (mail) => mail.to.includes('anna@example.ru') && mail.subject.startsWith('Ваш подарок'), 15_000);
      // The confirmation reads the paid purchase from the read models: a run before they showed it would fail and wait 5 s to retry.
      if (backend === 'embedded') {
        const { rows } = await app.services.db.query<{ attempts_made: number; last_error: string | null }>(
          `SELECT attempts_made, last_error FROM jobs WHERE name = 'purchase-confirmation-mail'`,
        );
        expect(rows).toEqual([{ attempts_made: 1, last_error: null }]);
      }
    });
  });
}
