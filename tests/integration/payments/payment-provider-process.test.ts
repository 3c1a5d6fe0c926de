import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../support/api-client';
import { spawnApp, startAppProcess } from '../../support/app-process';

const production = { NODE_ENV: 'production', APP_SECRET: 'a-production-secret-for-tests', PUBLIC_URL: 'https://coach.example' };

/** The real entry in production: the sandbox (anyone could "pay" herself) only when chosen explicitly. */
describe('the payment provider of a production process (real entry)', () => {
  it('should refuse to start without YooKassa keys, naming the missing keys and the explicit way out', async () => {
    const process = await spawnApp(production);
    try {
      expect((await process.exited).code).toBe(1);
      expect(process.logs.find((line) => line.msg === 'invalid configuration')?.err).toMatchObject({
        message: expect.stringMatching(/NODE_ENV=production needs YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY; .*set PAYMENT_PROVIDER=sandbox/),
      });
    } finally {
      await process.dispose();
    }
  });

  it('should refuse to start with only one of the keys, naming the other', async () => {
    const process = await spawnApp({ ...production, YOOKASSA_SHOP_ID: '506751' });
    try {
      expect((await process.exited).code).toBe(1);
      expect(process.logs.find((line) => line.msg === 'invalid configuration')?.err).toMatchObject({
        message: expect.stringMatching(/YOOKASSA_SECRET_KEY is missing/),
      });
    } finally {
      await process.dispose();
    }
  });

  it('should start with the sandbox when PAYMENT_PROVIDER=sandbox says so, and serve its checkout', async () => {
    const app = await startAppProcess({ ...production, PAYMENT_PROVIDER: 'sandbox' });
    try {
      expect(app.logs.find((line) => line.payments)).toMatchObject({ payments: 'sandbox', msg: expect.stringMatching(/no real money/) });
      const client = new ApiClient(app.baseUrl);
      await client.get('/api/csrf');
      const checkout = await client.post('/api/sandbox/checkout/unknown-token/', { outcome: 'succeeded' });
      expect(checkout.status).toBe(404);
      expect(checkout.body.detail).toBe('Платёж не найден.');
    } finally {
      await app.dispose();
    }
    // startAppProcess alone waits up to 45 s for the process to listen on a loaded machine.
  }, 60_000);
});
