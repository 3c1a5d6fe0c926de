import { z } from 'zod';
import { parseSenderNetworks, yookassaSenderNetworks } from './sender-networks';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

export const paymentProviderKinds = ['yookassa', 'sandbox'] as const;

/** What the environment says about payments, before the provider is chosen. */
const paymentEnvironmentSchema = z.object({
  PAYMENT_PROVIDER: optionalText.pipe(z.enum(paymentProviderKinds).optional()),
  YOOKASSA_SHOP_ID: optionalText,
  YOOKASSA_SECRET_KEY: optionalText,
  YOOKASSA_API_URL: optionalText.pipe(z.url().optional()),
  YOOKASSA_NOTIFICATION_NETWORKS: optionalText,
  SANDBOX_RECEIPT_DELAY_MS: optionalText.pipe(z.string().regex(/^\d{1,8}$/, 'a number of milliseconds').transform(Number).optional()),
});

export type PaymentEnvironment = z.input<typeof paymentEnvironmentSchema>;

/** The chosen provider with what it needs; the networks are where YooKassa's notifications may come from. */
export type PaymentSettings =
  | { provider: 'yookassa'; shopId: string; secretKey: string; apiUrl: string | undefined; notificationNetworks: readonly string[] }
  | {
      provider: 'sandbox';
      notificationNetworks: readonly string[];
      /** How long the sandbox's receipts wait for their answer (its default when unset). */
      receiptDelayMs?: number;
    };

/**
 * Chooses the payment provider; throws a readable error instead of guessing. `PAYMENT_PROVIDER`
 * decides when set. Unset, YooKassa is used when its keys are, and the sandbox only outside
 * production: in production a missing key must stop the start, since with the sandbox any buyer
 * could "pay" herself through its checkout. One key without the other is always an error.
 */
export function resolvePaymentSettings(env: PaymentEnvironment, production: boolean): PaymentSettings {
  const parsed = paymentEnvironmentSchema.safeParse(env);
  if (!parsed.success) throw new Error(`Payment settings: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  const values = parsed.data;
  const notificationNetworks = values.YOOKASSA_NOTIFICATION_NETWORKS
    ? parseSenderNetworks(values.YOOKASSA_NOTIFICATION_NETWORKS)
    : yookassaSenderNetworks;
  const missingKeys = (['YOOKASSA_SHOP_ID', 'YOOKASSA_SECRET_KEY'] as const).filter((key) => !values[key]);
  if (missingKeys.length === 1) {
    throw new Error(`Payment settings: set both YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY (${missingKeys[0]} is missing)`);
  }
  const provider = values.PAYMENT_PROVIDER ?? (missingKeys.length === 0 ? 'yookassa' : production ? undefined : 'sandbox');
  if (provider === 'sandbox') {
    return { provider, notificationNetworks, ...(values.SANDBOX_RECEIPT_DELAY_MS === undefined ? {} : { receiptDelayMs: values.SANDBOX_RECEIPT_DELAY_MS }) };
  }
  if (!values.YOOKASSA_SHOP_ID || !values.YOOKASSA_SECRET_KEY) {
    const why = provider === 'yookassa' ? 'PAYMENT_PROVIDER=yookassa' : 'NODE_ENV=production';
    throw new Error(
      `Payment settings: ${why} needs ${missingKeys.join(' and ')}; to take no real money, set PAYMENT_PROVIDER=sandbox explicitly`,
    );
  }
  return {
    provider: 'yookassa',
    shopId: values.YOOKASSA_SHOP_ID,
    secretKey: values.YOOKASSA_SECRET_KEY,
    apiUrl: values.YOOKASSA_API_URL,
    notificationNetworks,
  };
}
