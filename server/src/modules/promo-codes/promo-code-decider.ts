import { DateTime } from 'luxon';
import { DomainError, type Command, type Decider, unknownCase } from '../../eventstore/decider';
import { eventTypesOf } from '../../eventstore/event-schema';
import { promoCodeEventSchemas, type PromoCodeEvent, type PromoTerms } from './events';

/** What a code is asked to discount: a service (consultation type, a package too) or a product, at its catalogue price. */
export type PromoItem = { kind: 'consultation' | 'product'; typeId: number; priceKopecks: number };

/**
 * Who uses the code: a signed-in client (`clientId`) or a guest, both known by their address keyed
 * (`addressKey`, `addressKeyOf`) and by the client network they buy from keyed (`networkKey`,
 * `networkKeyOf`). `earlierUses`: her uses in the purchases read model, by account or address,
 * which counts those reserved before the keys were kept. `boughtBefore`: she has a purchase paid or
 * awaiting payment. `paidPurchaseIds`: which purchases holding uses by her or her network are paid
 * (the purchases read model, read before the append); the others hold their uses unpaid.
 */
export type PromoBuyer = {
  clientId: string | null;
  addressKey: string;
  networkKey: string;
  earlierUses: number;
  boughtBefore: boolean;
  paidPurchaseIds: readonly string[];
};

export type CreatePromoCode = Command<'CreatePromoCode', { code: string; terms: PromoTerms }>;
export type ReservePromoUse = Command<'ReservePromoUse', { purchaseId: string; item: PromoItem; buyer: PromoBuyer; discountKopecks: number }>;
export type ReleasePromoUse = Command<'ReleasePromoUse', { purchaseId: string }>;
export type DeactivatePromoCode = Command<'DeactivatePromoCode', Record<string, never>>;

export type PromoCodeCommand = CreatePromoCode | ReservePromoUse | ReleasePromoUse | DeactivatePromoCode;

/** Who holds a use: the signed-in buyer (null for a guest), her address and her client network keyed (absent in uses reserved before they were kept). */
export type PromoUseHolder = { clientId: string | null; addressKey?: string; networkKey?: string };

export type PromoCodeState =
  | { status: 'none' }
  | {
      status: 'active' | 'inactive';
      code: string;
      terms: PromoTerms;
      /** The uses held now, by purchase. */
      uses: ReadonlyMap<string, PromoUseHolder>;
    };

export type ExistingPromoCode = Exclude<PromoCodeState, { status: 'none' }>;

/** The uses one address, or one client network, may hold unpaid at once: a stranger cannot tie up a limited code from a few addresses. */
export const unpaidUsesPerHolder = 2;

export const promoMessages = {
  notFound: 'Промокод не найден.',
  expired: 'Срок действия промокода истёк.',
  notYet: 'Промокод ещё не действует.',
  inactive: 'Промокод больше не действует.',
  usedUp: 'Промокод уже использован.',
  firstPurchaseOnly: 'Промокод действует только на первую покупку.',
  notForItem: 'Промокод не действует на эту услугу.',
  free: 'Это бесплатно: промокод не нужен.',
  unpaidHeld: 'С вашего адреса уже начаты неоплаченные покупки с этим промокодом. Оплатите их или попробуйте через час.',
} as const;

const moscowDay = (at: Date) => DateTime.fromJSDate(at, { zone: 'Europe/Moscow' }).toISODate() ?? '';

/**
 * Why the code cannot be used for this item by this buyer now, or null when it can. Every check
 * but the buyer's own is the same for the public price check (`buyer` undefined for a guest there).
 * A free item takes no code, whatever the code: its refusal tells nothing of the code.
 */
export function promoRefusal(state: PromoCodeState, item: PromoItem, buyer: PromoBuyer | undefined, now: Date): DomainError | null {
  if (item.priceKopecks === 0) return new DomainError('invalid', promoMessages.free);
  if (state.status === 'none') return new DomainError('invalid', promoMessages.notFound);
  if (state.status === 'inactive') return new DomainError('conflict', promoMessages.inactive);
  const { terms } = state;
  const today = moscowDay(now);
  if (terms.validFrom !== null && today < terms.validFrom) return new DomainError('conflict', promoMessages.notYet);
  if (terms.validUntil !== null && today > terms.validUntil) return new DomainError('conflict', promoMessages.expired);
  const allowed = item.kind === 'consultation' ? terms.consultationTypeIds : terms.productTypeIds;
  if (allowed !== null && !allowed.includes(item.typeId)) return new DomainError('invalid', promoMessages.notForItem);
  if (terms.maxUses !== null && state.uses.size >= terms.maxUses) return new DomainError('conflict', promoMessages.usedUp);
  return buyer ? buyerRefusal(state, buyer) : null;
}

/**
 * The buyer's own checks: a first-purchase code to a buyer who bought or holds a use of it, her
 * uses past the per-client limit (her account's and her address's, so a guest's uses follow her
 * into her account), her address or her network holding too many uses unpaid.
 */
function buyerRefusal(state: ExistingPromoCode, buyer: PromoBuyer): DomainError | null {
  const { terms } = state;
  const own = purchasesHolding(state, (holder) => heldByHer(holder, buyer));
  if (terms.firstPurchaseOnly && (buyer.boughtBefore || own.length > 0)) return new DomainError('conflict', promoMessages.firstPurchaseOnly);
  if (terms.maxUsesPerClient !== null && Math.max(buyer.earlierUses, own.length) >= terms.maxUsesPerClient) return new DomainError('conflict', promoMessages.usedUp);
  const unpaid = (purchaseIds: string[]) => purchaseIds.filter((purchaseId) => !buyer.paidPurchaseIds.includes(purchaseId)).length;
  const network = purchasesHolding(state, (holder) => heldByHerNetwork(holder, buyer));
  if (unpaid(own) >= unpaidUsesPerHolder || unpaid(network) >= unpaidUsesPerHolder) return new DomainError('conflict', promoMessages.unpaidHeld);
  return null;
}

type BuyerKeys = Pick<PromoBuyer, 'clientId' | 'addressKey' | 'networkKey'>;

/** A use held by her account or her address. */
const heldByHer = (holder: PromoUseHolder, buyer: BuyerKeys) => (buyer.clientId !== null && holder.clientId === buyer.clientId) || holder.addressKey === buyer.addressKey;
/** A use held by a purchase started from her client network. */
const heldByHerNetwork = (holder: PromoUseHolder, buyer: BuyerKeys) => holder.networkKey === buyer.networkKey;

/** The purchases holding a use of the code whose holder is matched. */
const purchasesHolding = (state: ExistingPromoCode, matches: (holder: PromoUseHolder) => boolean): string[] =>
  [...state.uses].filter(([, holder]) => matches(holder)).map(([purchaseId]) => purchaseId);

/** The purchases holding a use by this account, address or client network: those whose payment the buyer's checks need to know. */
export function purchasesHeldBy(state: PromoCodeState, buyer: BuyerKeys): string[] {
  return state.status === 'none' ? [] : purchasesHolding(state, (holder) => heldByHer(holder, buyer) || heldByHerNetwork(holder, buyer));
}

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
      return [
        {
          type: 'PromoCodeUseReserved',
          data: { code: state.code, purchaseId, clientId: buyer.clientId, guestKey: buyer.addressKey, networkKey: buyer.networkKey, discountKopecks, reservedAt: at },
        },
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
    default:
      throw unknownCase('command', command);
  }
}

function evolve(state: PromoCodeState, event: PromoCodeEvent): PromoCodeState {
  if (event.type === 'PromoCodeCreated') {
    const { code, createdAt: _createdAt, ...terms } = event.data;
    return { status: 'active', code, terms, uses: new Map() };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'PromoCodeUseReserved': {
      const { purchaseId, clientId, guestKey, networkKey } = event.data;
      return { ...state, uses: new Map([...state.uses, [purchaseId, { clientId, addressKey: guestKey, networkKey }]]) };
    }
    case 'PromoCodeUseReleased': {
      const uses = new Map(state.uses);
      uses.delete(event.data.purchaseId);
      return { ...state, uses };
    }
    case 'PromoCodeDeactivated':
      return { ...state, status: 'inactive' };
    default:
      throw unknownCase('event', event);
  }
}

/** One promo code: created once, a use reserved per purchase (the stream's revision makes the last use go to one buyer only), given back when the purchase ends unpaid. */
export const promoCodeDecider: Decider<PromoCodeCommand, PromoCodeEvent, PromoCodeState> = {
  eventTypes: eventTypesOf(promoCodeEventSchemas),
  initialState: () => ({ status: 'none' }),
  decide,
  evolve,
};
