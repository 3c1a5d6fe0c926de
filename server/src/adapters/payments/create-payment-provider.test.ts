import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../config/logger';
import type { Database } from '../../db/database';
import { createPaymentProvider } from './create-payment-provider';
import { resolvePaymentSettings } from './payment-settings';
import { openMigratedPglite } from '../../../../tests/support/migrated-database';

describe('creating the chosen payment provider', () => {
  const logger = createLogger('silent');
  let db: Database;
  beforeAll(async () => {
    db = await openMigratedPglite();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('should create the sandbox, kept in the database', async () => {
    const { provider, sandbox } = await createPaymentProvider(resolvePaymentSettings({}, false), db, logger);
    expect(provider.kind).toBe('sandbox');
    expect(sandbox).toBe(provider);
    const { rows } = await db.query(`SELECT to_regclass('sandbox_payments') IS NOT NULL AS present`);
    expect(rows[0]).toEqual({ present: true });
  });

  it('should create YooKassa without a sandbox', async () => {
    const env = { YOOKASSA_SHOP_ID: '506751', YOOKASSA_SECRET_KEY: 'test_key', YOOKASSA_API_URL: 'http://127.0.0.1:9/v3' };
    const { provider, sandbox } = await createPaymentProvider(resolvePaymentSettings(env, true), db, logger);
    expect(provider.kind).toBe('yookassa');
    expect(sandbox).toBeUndefined();
  });
});
