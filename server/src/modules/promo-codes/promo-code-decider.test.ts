import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../../../tests/support/decider-spec';
import type { PromoCodeEvent, PromoTerms } from './events';
import { promoCodeDecider, unpaidUsesPerHolder, type PromoBuyer, type ReservePromoUse } from './promo-code-decider';

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
/** A key as the service makes them (32 hex digits), from a short seed. */
const key = (seed: string) => seed.padEnd(32, '0');
const buyer = (clientId: string | null, address: string, network: string, overrides: Partial<PromoBuyer> = {}): PromoBuyer => ({
  clientId,
  addressKey: key(address),
  networkKey: key(network),
  earlierUses: 0,
  boughtBefore: false,
  paidPurchaseIds: [],
  ...overrides,
});
const anna = buyer('u1', 'a1', 'e1');
const olga = buyer('u2', 'a2', 'e2');
const reserve = (purchaseId: string, who: PromoBuyer = anna, options: { typeId?: number; at?: Date; priceKopecks?: number } = {}): ReservePromoUse => ({
  type: 'ReservePromoUse',
  data: { purchaseId, item: { kind: 'consultation', typeId: options.typeId ?? 1, priceKopecks: options.priceKopecks ?? 350_000 }, buyer: who, discountKopecks: 70_000 },
  metadata: { now: options.at ?? now },
});
const reserved = (purchaseId: string, who: PromoBuyer = anna): PromoCodeEvent => ({
  type: 'PromoCodeUseReserved',
  data: { code: 'LETO20', purchaseId, clientId: who.clientId, guestKey: who.addressKey, networkKey: who.networkKey, discountKopecks: 70_000, reservedAt: at },
});
/** A use reserved before the keys were kept. */
const reservedUnkeyed = (purchaseId: string, clientId: string | null): PromoCodeEvent => ({
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
    const vera = buyer('u3', 'a3', 'e3');
    spec.given([created(), reserved('p1')]).when(reserve('p2')).thenThrows('Промокод уже использован.');
    spec.given([created(), reserved('p1'), reserved('p2', olga)]).when(reserve('p3', vera)).thenThrows('Промокод уже использован.');
    spec.given([created(), reserved('p1'), reserved('p2', olga), released('p1')]).when(reserve('p3')).then([reserved('p3')]);
    spec.given([created(), reserved('p1')]).when(reserve('p2', olga)).then([reserved('p2', olga)]);
    spec.given([created(), reservedUnkeyed('p1', 'u1')]).when(reserve('p2')).thenThrows('Промокод уже использован.');
  });

  it("should count a buyer's earlier uses as the checkout found them", () => {
    const guest = buyer(null, 'a4', 'e4');
    spec.given([created()]).when(reserve('p1', { ...guest, earlierUses: 1 })).thenThrows('Промокод уже использован.');
    spec.given([created()]).when(reserve('p1', guest)).then([reserved('p1', guest)]);
  });

  it("should count a guest's uses as her own once she signs in with the address", () => {
    const annaAsGuest = buyer(null, 'a1', 'e9');
    spec.given([created(), reserved('p1', annaAsGuest)]).when(reserve('p2')).thenThrows('Промокод уже использован.');
    // And the other way: her account's uses count when she buys as a guest with its address.
    spec.given([created(), reserved('p1')]).when(reserve('p2', annaAsGuest)).thenThrows('Промокод уже использован.');
  });

  it('should refuse a first-purchase code to a buyer who bought before or holds a use of it', () => {
    const firstOnly = created({ firstPurchaseOnly: true, maxUsesPerClient: null });
    spec.given([firstOnly]).when(reserve('p1', { ...anna, boughtBefore: true })).thenThrows('Промокод действует только на первую покупку.');
    spec.given([firstOnly, reserved('p1')]).when(reserve('p2')).thenThrows('Промокод действует только на первую покупку.');
    spec.given([firstOnly]).when(reserve('p1')).then([reserved('p1')]);
  });

  it('should refuse a code on a free item, whatever the code', () => {
    spec.given([created()]).when(reserve('p1', anna, { priceKopecks: 0 })).thenThrows('Это бесплатно: промокод не нужен.');
    spec.given([]).when(reserve('p1', anna, { priceKopecks: 0 })).thenThrows('Это бесплатно: промокод не нужен.');
  });

  it(`should let one address or one client network hold ${unpaidUsesPerHolder} uses unpaid at once`, () => {
    const open = created({ maxUses: null, maxUsesPerClient: null });
    const unpaidHeld = 'С вашего адреса уже начаты неоплаченные покупки с этим промокодом. Оплатите их или попробуйте через час.';
    const guest = buyer(null, 'a5', 'e5');
    spec.given([open, reserved('p1', guest), reserved('p2', guest)]).when(reserve('p3', guest)).thenThrows(unpaidHeld);
    // One of them paid: it holds its use for good, not unpaid.
    spec.given([open, reserved('p1', guest), reserved('p2', guest)]).when(reserve('p3', { ...guest, paidPurchaseIds: ['p1'] })).then([reserved('p3', guest)]);
    // Other addresses on one network.
    const neighbour = (n: number) => buyer(null, `b${n}`, 'e5');
    spec.given([open, reserved('p1', neighbour(1)), reserved('p2', neighbour(2))]).when(reserve('p3', neighbour(3))).thenThrows(unpaidHeld);
    spec.given([open, reserved('p1', neighbour(1)), reserved('p2', neighbour(2)), released('p2')]).when(reserve('p3', neighbour(3))).then([reserved('p3', neighbour(3))]);
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
    const state = [created(), reserved('p1'), reserved('p2', olga), released('p1'), reservedUnkeyed('p3', null)].reduce(promoCodeDecider.evolve, promoCodeDecider.initialState());
    expect(state.status === 'active' && [...state.uses.entries()]).toEqual([
      ['p2', { clientId: 'u2', addressKey: key('a2'), networkKey: key('e2') }],
      ['p3', { clientId: null, addressKey: undefined, networkKey: undefined }],
    ]);
  });
});
