import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../../../tests/support/decider-spec';
import type { PromoCodeEvent, PromoTerms } from './events';
import { promoCodeDecider, type PromoBuyer, type ReservePromoUse } from './promo-code-decider';

const spec = deciderSpec(promoCodeDecider);
// 23:30 in Moscow on 30 November.
const now = new Date('2026-11-30T20:30:00.000Z');
const at = now.toISOString();
const terms: PromoTerms = {
  discount: { kind: 'percent', percent: 20 },
  consultationTypeIds: [1, 3],
  productTypeIds: null,
  maxUses: 2,
  maxUsesPerClient: 1,
  validFrom: '2026-11-01',
  validUntil: '2026-11-30',
  firstPurchaseOnly: false,
};
const created = (overrides: Partial<PromoTerms> = {}): PromoCodeEvent => ({ type: 'PromoCodeCreated', data: { code: 'LETO20', ...terms, ...overrides, createdAt: at } });
const anna: PromoBuyer = { clientId: 'u1', guestUses: 0, boughtBefore: false };
const reserve = (purchaseId: string, buyer: PromoBuyer = anna, options: { typeId?: number; at?: Date } = {}): ReservePromoUse => ({
  type: 'ReservePromoUse',
  data: { purchaseId, item: { kind: 'consultation', typeId: options.typeId ?? 1 }, buyer, discountKopecks: 70_000 },
  metadata: { now: options.at ?? now },
});
const reserved = (purchaseId: string, clientId: string | null = 'u1'): PromoCodeEvent => ({
  type: 'PromoCodeUseReserved',
  data: { code: 'LETO20', purchaseId, clientId, discountKopecks: 70_000, reservedAt: at },
});
const released = (purchaseId: string): PromoCodeEvent => ({ type: 'PromoCodeUseReleased', data: { code: 'LETO20', purchaseId, releasedAt: at } });

describe('promo code decider', () => {
  it('should create a code once', () => {
    spec.given([]).when({ type: 'CreatePromoCode', data: { code: 'LETO20', terms }, metadata: { now } }).then([created()]);
    spec.given([created()]).when({ type: 'CreatePromoCode', data: { code: 'LETO20', terms }, metadata: { now } }).thenThrows('Такой промокод уже есть.');
  });

  it('should reserve a use on the last Moscow day of its validity, once per purchase', () => {
    spec.given([created()]).when(reserve('p1')).then([reserved('p1')]);
    spec.given([created(), reserved('p1')]).when(reserve('p1')).then([]);
  });

  it('should refuse a code that does not exist, is not yet or no longer valid, or was deactivated', () => {
    spec.given([]).when(reserve('p1')).thenThrows('Промокод не найден.');
    spec.given([created()]).when(reserve('p1', anna, { at: new Date('2026-11-30T21:00:00.000Z') })).thenThrows('Срок действия промокода истёк.');
    spec.given([created()]).when(reserve('p1', anna, { at: new Date('2026-10-31T20:59:00.000Z') })).thenThrows('Промокод ещё не действует.');
    spec.given([created(), { type: 'PromoCodeDeactivated', data: { code: 'LETO20', deactivatedAt: at } }]).when(reserve('p1')).thenThrows('Промокод больше не действует.');
  });

  it('should refuse a service the code does not name', () => {
    spec.given([created()]).when(reserve('p1', anna, { typeId: 2 })).thenThrows('Промокод не действует на эту услугу.');
  });

  it('should refuse a use beyond the total and the per-client limits, and count a use given back as free', () => {
    const olga: PromoBuyer = { clientId: 'u2', guestUses: 0, boughtBefore: false };
    const vera: PromoBuyer = { clientId: 'u3', guestUses: 0, boughtBefore: false };
    spec.given([created(), reserved('p1')]).when(reserve('p2')).thenThrows('Промокод уже использован.');
    spec.given([created(), reserved('p1'), reserved('p2', 'u2')]).when(reserve('p3', vera)).thenThrows('Промокод уже использован.');
    spec.given([created(), reserved('p1'), reserved('p2', 'u2'), released('p1')]).when(reserve('p3')).then([reserved('p3')]);
    spec.given([created(), reserved('p1')]).when(reserve('p2', olga)).then([reserved('p2', 'u2')]);
  });

  it("should count a guest's earlier uses as the checkout found them", () => {
    spec.given([created()]).when(reserve('p1', { clientId: null, guestUses: 1, boughtBefore: false })).thenThrows('Промокод уже использован.');
    spec.given([created()]).when(reserve('p1', { clientId: null, guestUses: 0, boughtBefore: false })).then([reserved('p1', null)]);
  });

  it('should refuse a first-purchase code to a buyer who bought before', () => {
    spec.given([created({ firstPurchaseOnly: true })]).when(reserve('p1', { ...anna, boughtBefore: true })).thenThrows('Промокод действует только на первую покупку.');
    spec.given([created({ firstPurchaseOnly: true })]).when(reserve('p1')).then([reserved('p1')]);
  });

  it('should give back only a use that is held', () => {
    const release = { type: 'ReleasePromoUse' as const, data: { purchaseId: 'p1' }, metadata: { now } };
    spec.given([created(), reserved('p1')]).when(release).then([released('p1')]);
    spec.given([created(), reserved('p1'), released('p1')]).when(release).then([]);
    spec.given([]).when(release).then([]);
  });

  it('should deactivate a code once', () => {
    const deactivate = { type: 'DeactivatePromoCode' as const, data: {}, metadata: { now } };
    spec.given([created()]).when(deactivate).then([{ type: 'PromoCodeDeactivated', data: { code: 'LETO20', deactivatedAt: at } }]);
    spec.given([created(), { type: 'PromoCodeDeactivated', data: { code: 'LETO20', deactivatedAt: at } }]).when(deactivate).then([]);
    spec.given([]).when(deactivate).thenThrows('Промокод не найден.');
  });

  it('should keep the uses held in its state', () => {
    const state = [created(), reserved('p1'), reserved('p2', 'u2'), released('p1')].reduce(promoCodeDecider.evolve, promoCodeDecider.initialState());
    expect(state.status === 'active' && [...state.uses.entries()]).toEqual([['p2', 'u2']]);
  });
});
