import { DateTime } from 'luxon';
import { DomainError, type Command, type Decider } from '../../eventstore/decider';
import { eventTypesOf } from '../../eventstore/event-schema';
import { promoCodeEventSchemas, type PromoCodeEvent, type PromoTerms } from './events';

/** What a code is asked to discount: a service (consultation type, a package too) or a product. */
export type PromoItem = { kind: 'consultation' | 'product'; typeId: number };

/**
 * Who uses the code: a signed-in client (her uses are counted in the stream) or a guest, whose
 * uses are counted in the stream by `guestKey` (her address keyed, `guestKeyOf`) and, for uses
 * reserved before keys were kept, by the checkout in the purchases read model (`guestUses`).
 * `boughtBefore`: she has a paid purchase.
 */
export type PromoBuyer = { clientId: string | null; guestKey?: string; guestUses: number; boughtBefore: boolean };

export type CreatePromoCode = Command<'CreatePromoCode', { code: string; terms: PromoTerms }>;
export type ReservePromoUse = Command<'ReservePromoUse', { purchaseId: string; item: PromoItem; buyer: PromoBuyer; discountKopecks: number }>;
export type ReleasePromoUse = Command<'ReleasePromoUse', { purchaseId: string }>;
export type DeactivatePromoCode = Command<'DeactivatePromoCode', Record<string, never>>;

export type PromoCodeCommand = CreatePromoCode | ReservePromoUse | ReleasePromoUse | DeactivatePromoCode;

export type PromoCodeState =
  | { status: 'none' }
  | {
      status: 'active' | 'inactive';
      code: string;
      terms: PromoTerms;
      /** The uses held now, by purchase: the signed-in buyer, or null for a guest. */
      uses: ReadonlyMap<string, string | null>;
      /** The guests' uses held now, by purchase: the guest's key. */
      guestUses: ReadonlyMap<string, string>;
    };

export type ExistingPromoCode = Exclude<PromoCodeState, { status: 'none' }>;

export const promoMessages = {
  notFound: 'Промокод не найден.',
  expired: 'Срок действия промокода истёк.',
  notYet: 'Промокод ещё не действует.',
  inactive: 'Промокод больше не действует.',
  usedUp: 'Промокод уже использован.',
  firstPurchaseOnly: 'Промокод действует только на первую покупку.',
  notForItem: 'Промокод не действует на эту услугу.',
} as const;

const moscowDay = (at: Date) => DateTime.fromJSDate(at, { zone: 'Europe/Moscow' }).toISODate() ?? '';

/**
 * Why the code cannot be used for this item by this buyer now, or null when it can. Every check
 * but the buyer's own is the same for the public price check (`buyer` undefined for a guest there).
 */
export function promoRefusal(state: PromoCodeState, item: PromoItem, buyer: PromoBuyer | undefined, now: Date): DomainError | null {
  if (state.status === 'none') return new DomainError('invalid', promoMessages.notFound);
  if (state.status === 'inactive') return new DomainError('conflict', promoMessages.inactive);
  const { terms } = state;
  const today = moscowDay(now);
  if (terms.validFrom !== null && today < terms.validFrom) return new DomainError('conflict', promoMessages.notYet);
  if (terms.validUntil !== null && today > terms.validUntil) return new DomainError('conflict', promoMessages.expired);
  const allowed = item.kind === 'consultation' ? terms.consultationTypeIds : terms.productTypeIds;
  if (allowed !== null && !allowed.includes(item.typeId)) return new DomainError('invalid', promoMessages.notForItem);
  if (terms.maxUses !== null && state.uses.size >= terms.maxUses) return new DomainError('conflict', promoMessages.usedUp);
  if (!buyer) return null;
  if (terms.firstPurchaseOnly && buyer.boughtBefore) return new DomainError('conflict', promoMessages.firstPurchaseOnly);
  if (terms.maxUsesPerClient !== null) {
    const own = buyer.clientId === null ? Math.max(buyer.guestUses, countOf(state.guestUses, buyer.guestKey)) : countOf(state.uses, buyer.clientId);
    if (own >= terms.maxUsesPerClient) return new DomainError('conflict', promoMessages.usedUp);
  }
  return null;
}

/** How many uses held now are this buyer's (none for a buyer without a key). */
const countOf = (uses: ReadonlyMap<string, string | null>, buyer: string | null | undefined) =>
  buyer === undefined || buyer === null ? 0 : [...uses.values()].filter((holder) => holder === buyer).length;

function decide(command: PromoCodeCommand, state: PromoCodeState): PromoCodeEvent[] {
  const at = command.metadata.now.toISOString();
  switch (command.type) {
    case 'CreatePromoCode': {
      if (state.status !== 'none') throw new DomainError('conflict', 'Такой промокод уже есть.');
      return [{ type: 'PromoCodeCreated', data: { code: command.data.code, ...command.data.terms, createdAt: at } }];
    }
    case 'ReservePromoUse': {
      const { purchaseId, item, buyer, discountKopecks } = command.data;
      if (state.status !== 'none' && state.uses.has(purchaseId)) return [];
      const refusal = promoRefusal(state, item, buyer, command.metadata.now);
      if (refusal) throw refusal;
      if (state.status === 'none') throw new DomainError('invalid', promoMessages.notFound);
      const guestKey = buyer.clientId === null ? buyer.guestKey : undefined;
      return [
        { type: 'PromoCodeUseReserved', data: { code: state.code, purchaseId, clientId: buyer.clientId, ...(guestKey === undefined ? {} : { guestKey }), discountKopecks, reservedAt: at } },
      ];
    }
    case 'ReleasePromoUse': {
      if (state.status === 'none' || !state.uses.has(command.data.purchaseId)) return [];
      return [{ type: 'PromoCodeUseReleased', data: { code: state.code, purchaseId: command.data.purchaseId, releasedAt: at } }];
    }
    case 'DeactivatePromoCode': {
      if (state.status === 'none') throw new DomainError('not_found', promoMessages.notFound);
      if (state.status === 'inactive') return [];
      return [{ type: 'PromoCodeDeactivated', data: { code: state.code, deactivatedAt: at } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

function evolve(state: PromoCodeState, event: PromoCodeEvent): PromoCodeState {
  if (event.type === 'PromoCodeCreated') {
    const { code, createdAt: _createdAt, ...terms } = event.data;
    return { status: 'active', code, terms, uses: new Map(), guestUses: new Map() };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'PromoCodeUseReserved': {
      const { purchaseId, clientId, guestKey } = event.data;
      return {
        ...state,
        uses: new Map([...state.uses, [purchaseId, clientId]]),
        guestUses: guestKey === undefined ? state.guestUses : new Map([...state.guestUses, [purchaseId, guestKey]]),
      };
    }
    case 'PromoCodeUseReleased': {
      const uses = new Map(state.uses);
      uses.delete(event.data.purchaseId);
      const guestUses = new Map(state.guestUses);
      guestUses.delete(event.data.purchaseId);
      return { ...state, uses, guestUses };
    }
    case 'PromoCodeDeactivated':
      return { ...state, status: 'inactive' };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

/** One promo code: created once, a use reserved per purchase (the stream's revision makes the last use go to one buyer only), given back when the purchase ends unpaid. */
export const promoCodeDecider: Decider<PromoCodeCommand, PromoCodeEvent, PromoCodeState> = {
  eventTypes: eventTypesOf(promoCodeEventSchemas),
  initialState: () => ({ status: 'none' }),
  decide,
  evolve,
};
