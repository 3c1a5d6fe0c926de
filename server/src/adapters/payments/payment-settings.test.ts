import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config';
import { resolvePaymentSettings } from './payment-settings';
import { yookassaSenderNetworks } from './sender-networks';

const keys = { YOOKASSA_SHOP_ID: '506751', YOOKASSA_SECRET_KEY: 'live_key' };
const production = { NODE_ENV: 'production', APP_SECRET: 'a-production-secret-of-length', PUBLIC_URL: 'https://coach.example' };

describe('choosing the payment provider', () => {
  it('should use the sandbox outside production when no YooKassa keys are set, blank keys counting as none', () => {
    expect(resolvePaymentSettings({}, false).provider).toBe('sandbox');
    expect(resolvePaymentSettings({ YOOKASSA_SHOP_ID: ' ', YOOKASSA_SECRET_KEY: '', YOOKASSA_API_URL: '' }, false).provider).toBe('sandbox');
  });

  it('should use YooKassa when both keys are set, in production or not', () => {
    expect(resolvePaymentSettings({ ...keys, YOOKASSA_API_URL: 'http://127.0.0.1:9/v3' }, false)).toMatchObject({
      provider: 'yookassa',
      shopId: '506751',
      secretKey: 'live_key',
      apiUrl: 'http://127.0.0.1:9/v3',
    });
    expect(resolvePaymentSettings(keys, true).provider).toBe('yookassa');
  });

  it('should refuse to start production without YooKassa keys, naming the missing ones', () => {
    expect(() => loadConfig(production)).toThrow(
      /Invalid environment: Payment settings: NODE_ENV=production needs YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY; .*PAYMENT_PROVIDER=sandbox/,
    );
  });

  it('should run the sandbox in production only when PAYMENT_PROVIDER=sandbox says so, even with keys', () => {
    expect(loadConfig({ ...production, PAYMENT_PROVIDER: 'sandbox' }).payments.provider).toBe('sandbox');
    expect(resolvePaymentSettings({ ...keys, PAYMENT_PROVIDER: 'sandbox' }, true).provider).toBe('sandbox');
  });

  it('should refuse PAYMENT_PROVIDER=yookassa without its keys, also outside production', () => {
    expect(() => resolvePaymentSettings({ PAYMENT_PROVIDER: 'yookassa', YOOKASSA_SHOP_ID: '506751' }, false)).toThrow(/YOOKASSA_SECRET_KEY is missing/);
    expect(() => resolvePaymentSettings({ PAYMENT_PROVIDER: 'yookassa' }, false)).toThrow(
      /PAYMENT_PROVIDER=yookassa needs YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY/,
    );
  });

  it('should refuse one key without the other rather than fall back to the sandbox', () => {
    expect(() => resolvePaymentSettings({ YOOKASSA_SHOP_ID: '506751' }, false)).toThrow(/set both YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY \(YOOKASSA_SECRET_KEY is missing\)/);
    expect(() => resolvePaymentSettings({ YOOKASSA_SECRET_KEY: 'k', PAYMENT_PROVIDER: 'sandbox' }, false)).toThrow(/YOOKASSA_SHOP_ID is missing/);
  });

  it('should refuse an unknown provider and an API URL that is not a URL', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/Invalid environment: Payment settings: PAYMENT_PROVIDER/);
    expect(() => resolvePaymentSettings({ ...keys, YOOKASSA_API_URL: 'api.yookassa.ru' }, false)).toThrow(/YOOKASSA_API_URL/);
  });

  it("should take YooKassa's published notification networks unless YOOKASSA_NOTIFICATION_NETWORKS replaces them", () => {
    expect(resolvePaymentSettings({}, false).notificationNetworks).toEqual(yookassaSenderNetworks);
    expect(resolvePaymentSettings({ YOOKASSA_NOTIFICATION_NETWORKS: ' 10.0.0.0/8, ::1 ,' }, false).notificationNetworks).toEqual(['10.0.0.0/8', '::1']);
    expect(() => loadConfig({ YOOKASSA_NOTIFICATION_NETWORKS: '10.0.0.0/33' })).toThrow(/"10.0.0.0\/33" is not an IP address or CIDR network/);
    expect(() => resolvePaymentSettings({ YOOKASSA_NOTIFICATION_NETWORKS: 'yookassa.ru' }, false)).toThrow(/"yookassa.ru"/);
  });
});
