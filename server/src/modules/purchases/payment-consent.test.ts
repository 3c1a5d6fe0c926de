import { describe, expect, it } from 'vitest';
import { createPaymentConsentCheck, paymentConsentDecision, paymentConsentRefusal } from './payment-consent';

const metadata = { actor: 'u1', correlationId: 'r1', requestId: 'r1', now: new Date('2026-12-03T07:00:00.000Z') };

describe('the payment consent', () => {
  it('should need none for nothing to pay, take one given before, record one ticked now, and refuse otherwise', () => {
    expect(paymentConsentDecision({ priceKopecks: 0, givenBefore: false, ticked: false })).toBe('not-needed');
    expect(paymentConsentDecision({ priceKopecks: 350_000, givenBefore: true, ticked: false })).toBe('stands');
    expect(paymentConsentDecision({ priceKopecks: 350_000, givenBefore: false, ticked: true })).toBe('record');
    expect(paymentConsentDecision({ priceKopecks: 350_000, givenBefore: false, ticked: false })).toBe('refuse');
  });

  it('should record a client\'s consent in her ledger, and a guest\'s only with the purchase', async () => {
    const recorded: string[] = [];
    const check = createPaymentConsentCheck({ given: async () => false, give: async (userId) => void recorded.push(userId) });
    const accepted = [{ document: '/user-payment-provider', version: '2026-12-03', accepted: true }];
    expect(await check({ user: { id: 'u1' }, ticked: true, priceKopecks: 100 }, metadata)).toEqual(accepted);
    expect(await check({ user: undefined, ticked: true, priceKopecks: 100 }, metadata)).toEqual(accepted);
    expect(recorded).toEqual(['u1']);
    await expect(check({ user: undefined, ticked: undefined, priceKopecks: 100 }, metadata)).rejects.toMatchObject({ kind: 'conflict', message: paymentConsentRefusal });
    expect(await check({ user: undefined, ticked: undefined, priceKopecks: 0 }, metadata)).toEqual([]);
  });
});
