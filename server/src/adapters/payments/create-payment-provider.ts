import type { Logger } from '../../config/logger';
import type { Database } from '../../db/database';
import type { PaymentProvider } from './payment-provider';
import type { PaymentSettings } from './payment-settings';
import { createSandboxProvider, type SandboxProvider } from './sandbox-provider';
import { createSqlSandboxStore } from './sandbox-sql-store';
import { createYookassaProvider } from './yookassa-provider';

/**
 * The provider chosen by the settings (see `resolvePaymentSettings`); the local sandbox, kept in
 * the database, is returned also as `sandbox` for its checkout route.
 */
export async function createPaymentProvider(
  settings: PaymentSettings,
  db: Database,
  logger: Logger,
  /** The sandbox's clock, which its receipts' delay follows (a test clock in tests). */
  now: () => Date = () => new Date(),
): Promise<{ provider: PaymentProvider; sandbox: SandboxProvider | undefined }> {
  if (settings.provider === 'yookassa') {
    const { shopId, secretKey, apiUrl } = settings;
    logger.info({ payments: 'yookassa', shopId, apiUrl: apiUrl ?? 'default' }, 'payments: YooKassa');
    const provider = createYookassaProvider({ shopId, secretKey, baseUrl: apiUrl, logger });
    return { provider, sandbox: undefined };
  }
  logger.warn({ payments: 'sandbox' }, 'payments: local sandbox, no real money is taken');
  const sandbox = createSandboxProvider({ store: await createSqlSandboxStore(db), now, receiptDelayMs: settings.receiptDelayMs });
  return { provider: sandbox, sandbox };
}
