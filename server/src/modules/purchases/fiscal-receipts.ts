import type { PaymentMode, Receipt, TaxSystemCode, VatCode } from '../../adapters/payments/payment-provider';
import type { PracticeDetails, TaxStatus, TaxSystem } from '../practice/practice-details';

/**
 * Which receipt a money movement needs, by the coach's tax status as «Практика» had it when the
 * payment was asked for:
 * - self-employed (НПД): «Мой налог» registers a receipt per payment and annuls it on a refund
 *   (YooKassa's «автоотправка чеков для самозанятых»): the item, `vat_code` 1, paid in full, no
 *   tax system and no settlement;
 * - an individual entrepreneur (ИП): a 54-FZ receipt with her `tax_system_code`. A session or a
 *   package is paid ahead (`full_prepayment`) and settled by a second receipt when it is given;
 *   a digital product is given at once (`full_payment`); a gift certificate is an advance
 *   (`advance`, subject `payment`: what it will pay for is known only when it is redeemed), and a
 *   session given with it is settled as a prepaid one. A refund's receipt repeats the mode of what
 *   it returns.
 */

/** The VAT rates a VAT-paying seller picks per service: 22 % (the base rate from 2026), or УСН's reduced 5 % and 7 %. */
export const vatRates = ['vat22', 'vat5', 'vat7'] as const;
export type VatRate = (typeof vatRates)[number];

/**
 * The seller's tax rules a purchase's receipts follow, recorded with its payment; `vatRate` when
 * she pays VAT on what it sells («Практика» → налоговые лимиты и НДС).
 */
export type TaxProfile = { status: TaxStatus; system?: TaxSystem; vatRate?: VatRate };

/** What a purchase sells, as its tax rules are looked up: the kind, and the service's or product's id. */
export type TaxedItem = { kind: SoldItem['kind']; typeId?: number };

export const taxProfileOf = (details: Pick<PracticeDetails, 'taxStatus' | 'taxSystem'>): TaxProfile => ({
  status: details.taxStatus,
  ...(details.taxStatus === 'sole_proprietor' && details.taxSystem ? { system: details.taxSystem } : {}),
});

/** A receipt's place in the money's life: the payment, a refund of it, or the settlement of a prepaid session. */
export type ReceiptKind = 'payment' | 'refund' | 'settlement';

/** What a purchase sells, as a receipt names it. */
export type SoldItem = { kind: 'consultation' | 'product' | 'gift_certificate'; name: string; buyerEmail: string };

const taxSystemCodes: Readonly<Record<TaxSystem, TaxSystemCode>> = { osn: 1, usn_income: 2, usn_income_minus_expenses: 3, patent: 6 };

/**
 * YooKassa's `vat_code` of each rate, paid in full and paid ahead (a prepayment carries the
 * calculated rate): 22 % is 11 and 22/122 is 12 (the codes added for 2026), 5 % is 7 and 5/105 is 9,
 * 7 % is 8 and 7/107 is 10 (yookassa.ru/developers/54fz/parameters-values, «Коды ставок НДС»).
 */
const vatCodes: Readonly<Record<VatRate, { paid: VatCode; ahead: VatCode }>> = {
  vat22: { paid: 11, ahead: 12 },
  vat5: { paid: 7, ahead: 9 },
  vat7: { paid: 8, ahead: 10 },
};

/**
 * VAT by the rate she chose for the item when she pays VAT; without one, by tax system: УСН and ПСН
 * are taken as exempt (an income under the УСН VAT threshold), the general system pays 22 %.
 */
function vatCodeOf(tax: TaxProfile, mode: PaymentMode): VatCode {
  const rate = tax.vatRate ?? (tax.system === 'osn' ? 'vat22' : undefined);
  if (!rate) return 1;
  return mode === 'full_prepayment' || mode === 'advance' ? vatCodes[rate].ahead : vatCodes[rate].paid;
}

/** A session or a package is given after it is paid, and so is what a gift certificate pays for; a product at once. */
const isPrepaid = (item: SoldItem) => item.kind !== 'product';

/** What an ИП's receipt of a prepaid item says before it is given: a gift certificate is an advance, a session a full prepayment. */
const prepaymentMode = (item: SoldItem): PaymentMode => (item.kind === 'gift_certificate' ? 'advance' : 'full_prepayment');

export function receiptFor(tax: TaxProfile, item: SoldItem, kind: ReceiptKind): Receipt {
  const base = { customerEmail: item.buyerEmail, itemDescription: item.name, paymentSubject: isPrepaid(item) ? 'service' : 'intellectual_activity' } as const;
  // «Мой налог» knows no prepayment: income is registered when the money comes, without VAT.
  if (tax.status === 'self_employed') return { ...base, vatCode: 1, paymentMode: 'full_payment' };
  const paymentMode: PaymentMode = kind === 'settlement' || !isPrepaid(item) ? 'full_payment' : prepaymentMode(item);
  // An advance's subject is the payment itself (54-FZ tag 1212 «платёж»); its settlement names the service given.
  const paymentSubject = paymentMode === 'advance' ? 'payment' : base.paymentSubject;
  return {
    ...base,
    paymentSubject,
    vatCode: vatCodeOf(tax, paymentMode),
    paymentMode,
    // An ИП saved before «Практика» asked for it has none: YooKassa then uses the shop's own, and the back office asks her to choose.
    ...(tax.system ? { taxSystemCode: taxSystemCodes[tax.system] } : {}),
  };
}

/**
 * A receipt of a purchase after its payment was asked for (a refund's, a settlement's, or its own
 * sent again), from what the purchase fixed then: the tax rules and the item's name.
 */
export const receiptOfPurchase = (
  purchase: { receiptBasis: { tax: TaxProfile; itemName: string }; item: { kind: SoldItem['kind'] }; buyer: { email: string } },
  kind: ReceiptKind,
): Receipt => receiptFor(purchase.receiptBasis.tax, { kind: purchase.item.kind, name: purchase.receiptBasis.itemName, buyerEmail: purchase.buyer.email }, kind);

/** Only a 54-FZ seller settles a prepayment with a receipt of its own; «Мой налог» has no such receipt. */
export const settlesPrepayments = (tax: TaxProfile) => tax.status === 'sole_proprietor';

/**
 * How long a receipt may stay unanswered before the back office raises it: a register answers in
 * minutes, «Мой налог» within a day.
 */
export const receiptOverdueAfterMs = (tax: TaxProfile) => (tax.status === 'self_employed' ? 24 : 1) * 60 * 60 * 1000;
