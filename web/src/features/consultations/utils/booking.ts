import type { ConsultationType } from '../../../api/generated/model';
import type { SeriesChoice } from './series';

/** Price of a single session shown before the dictionary has loaded (spec 9). */
export const PLACEHOLDER_SESSION_PRICE = 3500;

/** `series`: the session repeats («Повторять»), every session paid by a package credit. */
/**
 * `paymentConsent`: her consent to the payment service, `roomsConsent`: to the video rooms' service,
 * each ticked in the dialog (asked only while she has not given it).
 */
export type BookingChoice = { type: ConsultationType; slotStart: string; series?: SeriesChoice; promoCode?: string; paymentConsent?: boolean; roomsConsent?: boolean };

/** A single session, as opposed to a package of 5 or 10. */
export function isSingleSession(type: ConsultationType | undefined): boolean {
  return type?.sessions === 1;
}

/**
 * The server books a single session, or her package's own type (`creditType`), from a package credit
 * when there is one (no payment); the session is then of the package's type.
 */
export function usesPackageCredit(type: ConsultationType | undefined, credits: number, creditType?: number | null): boolean {
  return credits > 0 && (isSingleSession(type) || (type !== undefined && type.id === creditType));
}

/** The type the dialog starts with: her package's own while she has its sessions, else the first. */
export function initialBookingType(types: readonly ConsultationType[] | undefined, credits: number, creditType?: number | null): ConsultationType | undefined {
  return (credits > 0 ? types?.find((type) => type.id === creditType) : undefined) ?? types?.[0];
}

/** «Записаться (сессия из пакета)», «Получить БЕСПЛАТНО» or «Купить» (spec 2.8); «Записаться (оплатит сертификат)» when her amount gift certificate pays it all. */
export function bookingSubmitLabel(type: ConsultationType | undefined, usesCredit: boolean, paidByCertificate = false): string {
  if (usesCredit) return 'Записаться (сессия из пакета)';
  if (paidByCertificate) return 'Записаться (оплатит сертификат)';
  if (type?.amount === 0) return 'Получить БЕСПЛАТНО';
  return 'Купить';
}
