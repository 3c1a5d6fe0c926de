import { isValidEmail } from '../../../lib/email';

/** The buyer's message to the recipient: at most this many characters (the server's limit). */
export const giftMessageLimit = 500;
/** How far ahead the delivery day may be. */
export const giftDeliveryMaxDaysAhead = 365;

/** An amount certificate: whole roubles, from this… */
export const giftAmountMin = 500;
/** …to this (the server's limits). */
export const giftAmountMax = 300_000;

export type GiftOrderForm = {
  /** A consultation type of the catalogue, or `amount` for a sum of money (`amount`). */
  typeId: number | 'amount' | null;
  /** The amount in roubles as typed, when `typeId` is `amount`. */
  amount: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
  deliverOn: string;
  /** A guest's own address and consents. */
  email: string;
  agreement: boolean;
  notification: boolean;
  /** Her consent to the payment service (`PaymentConsentField`), asked while she has not given it. */
  paymentConsent: boolean;
};

export type GiftOrderErrors = Partial<Record<'typeId' | 'amount' | 'recipientName' | 'recipientEmail' | 'deliverOn' | 'email' | 'agreement' | 'paymentConsent', string>>;

/** A Moscow calendar day `days` after today, `YYYY-MM-DD`. */
export function moscowDay(now: Date, days = 0): string {
  const moscow = new Date(now.getTime() + 3 * 3_600_000 + days * 86_400_000);
  return moscow.toISOString().slice(0, 10);
}

export const emptyGiftOrder = (today: string): GiftOrderForm => ({
  typeId: null,
  amount: '',
  recipientName: '',
  recipientEmail: '',
  message: '',
  deliverOn: today,
  email: '',
  agreement: false,
  notification: false,
  paymentConsent: false,
});

/** The amount typed, in whole roubles within the limits, or null. */
export function giftAmount(form: GiftOrderForm): number | null {
  const digits = form.amount.replace(/[\s\u00a0]/g, '');
  if (!/^\d{1,7}$/.test(digits)) return null;
  const roubles = Number(digits);
  return roubles >= giftAmountMin && roubles <= giftAmountMax ? roubles : null;
}

/** What is missing or wrong, in the form's words; empty when the order may be sent. */
export function giftOrderErrors(form: GiftOrderForm, guest: boolean, now: Date, paymentConsentAsked = false): GiftOrderErrors {
  const errors: GiftOrderErrors = {};
  if (form.typeId === null) errors.typeId = 'Выберите, что подарить.';
  if (form.typeId === 'amount' && giftAmount(form) === null) errors.amount = `Сумма — целое число рублей от ${giftAmountMin} до ${giftAmountMax.toLocaleString('ru-RU')}.`;
  if (form.recipientName.trim() === '') errors.recipientName = 'Укажите имя получателя.';
  if (!isValidEmail(form.recipientEmail)) errors.recipientEmail = 'Укажите почту получателя: на неё придёт сертификат.';
  if (form.deliverOn < moscowDay(now) || form.deliverOn > moscowDay(now, giftDeliveryMaxDaysAhead)) errors.deliverOn = 'Выберите день: сегодня или в течение года.';
  if (guest && !isValidEmail(form.email)) errors.email = 'Укажите свою почту: на неё придёт чек.';
  if (guest && !form.agreement) errors.agreement = 'Нужно согласие на обработку персональных данных.';
  if (paymentConsentAsked && !form.paymentConsent) errors.paymentConsent = 'Нужно согласие на передачу данных ЮKassa для оплаты.';
  return errors;
}
