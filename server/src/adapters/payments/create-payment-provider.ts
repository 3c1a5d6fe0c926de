import { z } from 'zod';
import type { Logger } from '../../config/logger';
import type { Database } from '../../db/database';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider, type SandboxProvider } from './sandbox-provider';
import { createSqlSandboxStore } from './sandbox-sql-store';
import { createYookassaProvider } from './yookassa-provider';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

/**
 * Which provider to use. Both YooKassa keys or neither: with just one, falling back to the
 * sandbox would let a misconfigured production "sell" without taking money, so it is an error.
 */
export const paymentSettingsSchema = z
  .object({
    yookassaShopId: optionalText,
    yookassaSecretKey: optionalText,
    yookassaApiUrl: optionalText.pipe(z.url().optional()),
  })
  .refine((settings) => Boolean(settings.yookassaShopId) === Boolean(settings.yookassaSecretKey), {
    message: 'Set both YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY, or neither for the local sandbox',
  });

export type PaymentSettings = z.input<typeof paymentSettingsSchema>;

/** The settings from YOOKASSA_SHOP_ID, YOOKASSA_SECRET_KEY and YOOKASSA_API_URL. */
export function paymentSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentSettings {
  return { yookassaShopId: env.YOOKASSA_SHOP_ID, yookassaSecretKey: env.YOOKASSA_SECRET_KEY, yookassaApiUrl: env.YOOKASSA_API_URL };
}

/**
 * YooKassa when both keys are set; otherwise the local sandbox, kept in the database and returned
 * also as `sandbox` for its checkout route. Throws a readable error on inconsistent settings.
 */
export async function createPaymentProvider(
  settings: PaymentSettings,
  db: Database,
  logger: Logger,
): Promise<{ provider: PaymentProvider; sandbox: SandboxProvider | undefined }> {
  const parsed = paymentSettingsSchema.safeParse(settings);
  if (!parsed.success) throw new Error(`Payment settings: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
  const { yookassaShopId, yookassaSecretKey, yookassaApiUrl } = parsed.data;

  if (yookassaShopId && yookassaSecretKey) {
    logger.info({ payments: 'yookassa', shopId: yookassaShopId, apiUrl: yookassaApiUrl ?? 'default' }, 'payments: YooKassa');
    const provider = createYookassaProvider({ shopId: yookassaShopId, secretKey: yookassaSecretKey, baseUrl: yookassaApiUrl, logger });
    return { provider, sandbox: undefined };
  }
  logger.info({ payments: 'sandbox' }, 'payments: local sandbox (no YooKassa keys)');
  const sandbox = createSandboxProvider({ store: await createSqlSandboxStore(db) });
  return { provider: sandbox, sandbox };
}
