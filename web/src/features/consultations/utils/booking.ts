import type { ConsultationType } from '../../../api/generated/model';

/** Price of a single session shown before the dictionary has loaded (spec 9). */
export const PLACEHOLDER_SESSION_PRICE = 3500;

export type BookingChoice = { type: ConsultationType; slotStart: string };

/**
 * The single session is the first type of the catalogue (spec 2.6: index 0 «Коуч-сессия»). The
 * contract has no session count per type, so the order is what tells it apart from the packages.
 */
export function isSingleSession(types: readonly ConsultationType[] | undefined, type: ConsultationType | undefined): boolean {
  return type !== undefined && types?.[0]?.id === type.id;
}

/** The server books a single session from a package credit when there is one (no payment). */
export function usesPackageCredit(types: readonly ConsultationType[] | undefined, type: ConsultationType | undefined, credits: number): boolean {
  return credits > 0 && isSingleSession(types, type);
}

/** «Записаться (сессия из пакета)», «Получить БЕСПЛАТНО» or «Купить» (spec 2.8). */
export function bookingSubmitLabel(type: ConsultationType | undefined, usesCredit: boolean): string {
  if (usesCredit) return 'Записаться (сессия из пакета)';
  if (type?.amount === 0) return 'Получить БЕСПЛАТНО';
  return 'Купить';
}
