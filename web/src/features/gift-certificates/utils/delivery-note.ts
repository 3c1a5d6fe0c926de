/** The success page's note of when a certificate goes out, kept in the tab between the order and the payment's return. */
const key = (purchaseId: string) => `gift-delivery-${purchaseId}`;

export function rememberGiftDelivery(purchaseId: string, deliverOn: string): void {
  try {
    sessionStorage.setItem(key(purchaseId), deliverOn);
  } catch {
    // Storage off (private mode): the page simply says nothing about the day.
  }
}

export function giftDeliveryOf(purchaseId: string): string | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(key(purchaseId));
  } catch {
    return null;
  }
}

/** The success page's line for a certificate bought in this tab; undefined for any other purchase. */
export function giftPaidText(purchaseId: string): string | undefined {
  const day = giftDeliveryOf(purchaseId);
  return day ? `Спасибо! Сертификат придёт получателю на почту ${deliveryDayText(day)}, а чек — вам.` : undefined;
}

/** «25 ноября 2026» from `2026-11-25`. */
export function deliveryDayText(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1)).toLocaleDateString('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).replace(' г.', '');
}
