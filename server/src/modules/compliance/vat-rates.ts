import type { PracticeDetails } from '../practice/practice-details';
import { taxProfileOf, type TaxedItem, type TaxProfile, type VatRate } from '../purchases/fiscal-receipts';
import type { VatSettings } from './events';

/** Whether her 54-FZ receipts carry VAT: the general system always, УСН when she says she pays it (over the threshold, or by choice); never НПД or the patent. */
export function paysVat(details: Pick<PracticeDetails, 'taxStatus' | 'taxSystem'>, vat: VatSettings): boolean {
  if (details.taxStatus !== 'sole_proprietor') return false;
  if (details.taxSystem === 'osn') return true;
  return (details.taxSystem === 'usn_income' || details.taxSystem === 'usn_income_minus_expenses') && vat.usnPaysVat;
}

/** The rate of a sold item: a service's own when she set one, else her rate for every service. */
export const vatRateOf = (vat: VatSettings, item: TaxedItem): VatRate =>
  (item.kind === 'consultation' && vat.services.find((service) => service.consultationType === item.typeId)?.rate) || vat.defaultRate;

/** The tax rules a sale follows now: the practice's status and system, with the item's VAT rate when she pays VAT. */
export function taxProfileFor(details: Pick<PracticeDetails, 'taxStatus' | 'taxSystem'>, vat: VatSettings, item: TaxedItem): TaxProfile {
  const profile = taxProfileOf(details);
  return paysVat(details, vat) ? { ...profile, vatRate: vatRateOf(vat, item) } : profile;
}
