import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../config/logger';
import type { Database } from '../../db/database';
import { openPgliteDatabase } from '../../db/pglite-database';
import { createPaymentProvider, paymentSettingsFromEnv } from './create-payment-provider';

describe('choosing the payment provider', () => {
  const logger = createLogger('silent');
  let db: Database;
  beforeAll(async () => {
    db = await openPgliteDatabase(undefined);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('should use the sandbox, kept in the database, when no YooKassa keys are set', async () => {
    const { provider, sandbox } = await createPaymentProvider(paymentSettingsFromEnv({}), db, logger);
    expect(provider.kind).toBe('sandbox');
    expect(sandbox).toBe(provider);
    const { rows } = await db.query(`SELECT to_regclass('sandbox_payments') IS NOT NULL AS present`);
    expect(rows[0]).toEqual({ present: true });
  });

  it('should treat blank keys as not set', async () => {
    const { provider } = await createPaymentProvider({ yookassaShopId: ' ', yookassaSecretKey: '', yookassaApiUrl: '' }, db, logger);
    expect(provider.kind).toBe('sandbox');
  });

  it('should use YooKassa when both keys are set', async () => {
    const env = { YOOKASSA_SHOP_ID: '506751', YOOKASSA_SECRET_KEY: 'test_key', YOOKASSA_API_URL: 'http://127.0.0.1:9/v3' };
    const { provider, sandbox } = await createPaymentProvider(paymentSettingsFromEnv(env), db, logger);
    expect(provider.kind).toBe('yookassa');
    expect(sandbox).toBeUndefined();
  });

  it('should refuse one key without the other rather than fall back to the sandbox', async () => {
    await expect(createPaymentProvider({ yookassaShopId: '506751' }, db, logger)).rejects.toThrow(/YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY/);
    await expect(createPaymentProvider({ yookassaSecretKey: 'test_key' }, db, logger)).rejects.toThrow(/both/);
  });

  it('should refuse an API URL that is not a URL', async () => {
    await expect(createPaymentProvider({ yookassaShopId: '1', yookassaSecretKey: 'k', yookassaApiUrl: 'api.yookassa.ru' }, db, logger)).rejects.toThrow(/Payment settings/);
  });
});
