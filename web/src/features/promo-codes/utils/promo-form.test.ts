import { describe, expect, it } from 'vitest';
import { emptyPromoForm, promoInput } from './promo-form';

describe('the promo code form', () => {
  it('should give the API input: a percentage, all services, chosen products, limits and Moscow days', () => {
    expect(
      promoInput({ ...emptyPromoForm, code: ' vesna-20 ', value: '20', products: [2, 3], maxUses: '50', maxUsesPerClient: '1', validFrom: '2026-12-01', validUntil: '2026-12-31', firstPurchaseOnly: true }),
    ).toEqual({
      input: {
        code: 'vesna-20',
        kind: 'percent',
        percent: 20,
        consultation_types: null,
        products: [2, 3],
        max_uses: 50,
        max_uses_per_client: 1,
        valid_from: '2026-12-01',
        valid_until: '2026-12-31',
        first_purchase_only: true,
      },
    });
  });

  it('should take a sum in roubles with kopecks and leave empty limits and dates open', () => {
    expect(promoInput({ ...emptyPromoForm, code: 'МИНУС500', kind: 'amount', value: '500,50' })).toMatchObject({
      input: { kind: 'amount', amount: 500.5, max_uses: null, max_uses_per_client: null, valid_from: null, valid_until: null },
    });
  });

  it('should name each wrong field', () => {
    expect(promoInput({ ...emptyPromoForm, code: 'ab', value: '101', maxUses: '0', maxUsesPerClient: 'два', validFrom: '2026-12-10', validUntil: '2026-12-01' })).toEqual({
      errors: {
        code: 'От 3 до 32 букв, цифр или дефисов',
        value: 'Целое число от 1 до 100',
        maxUses: 'Целое число от 1 или пусто',
        maxUsesPerClient: 'Целое число от 1 или пусто',
        validUntil: 'Раньше даты начала',
      },
    });
    expect(promoInput({ ...emptyPromoForm, code: 'SKIDKA', kind: 'amount', value: '' })).toEqual({ errors: { value: 'Сумма в рублях, от 1' } });
  });
});
