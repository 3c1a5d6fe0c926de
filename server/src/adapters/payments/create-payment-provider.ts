import type { Logger } from '../../config/logger';
import type { Database } from '../../db/database';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider, type SandboxProvider } from './sandbox-provider';
import { createYookassaProvider } from './yookassa-provider';

export type PaymentSettings = { yookassaShopId: string | undefined; yookassaSecretKey: string | undefined; yookassaApiUrl: string | undefined };

/** YooKassa when both keys are set; otherwise the local sandbox, returned also as `sandbox` for its checkout route. */
export async function createPaymentProvider(
  settings: PaymentSettings,
  db: Database,
  logger: Logger,
): Promise<{ provider: PaymentProvider; sandbox: SandboxProvider | undefined }> {
  if (settings.yookassaShopId && settings.yookassaSecretKey) {
    logger.info({ payments: 'yookassa' }, 'payments: YooKassa');
    const provider = createYookassaProvider(
      { shopId: settings.yookassaShopId, secretKey: settings.yookassaSecretKey, baseUrl: settings.yookassaApiUrl },
      logger,
    );
    return { provider, sandbox: undefined };
  }
  logger.info({ payments: 'sandbox' }, 'payments: local sandbox (no YooKassa keys)');
  const sandbox = await createSandboxProvider(db);
  return { provider: sandbox, sandbox };
}
