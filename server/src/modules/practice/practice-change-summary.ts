import { PracticeDetailsChanged } from './events';
import { monthCount } from '../../shared/russian-plural';
import { changedFields, giftCertificateValidityMonthsOf, practiceFieldTitles, type PracticeDetails, type PracticeField, type TaxSystem } from './practice-details';

const taxStatusNames: Record<PracticeDetails['taxStatus'], string> = { self_employed: 'самозанятая (НПД)', sole_proprietor: 'ИП' };
const taxSystemNames: Record<TaxSystem, string> = {
  usn_income: 'УСН «доходы»',
  usn_income_minus_expenses: 'УСН «доходы минус расходы»',
  patent: 'патент',
  osn: 'ОСН',
};

const shown = (details: PracticeDetails, field: PracticeField) => {
  if (field === 'taxStatus') return taxStatusNames[details.taxStatus];
  if (field === 'taxSystem') return details.taxSystem === undefined ? '(пусто)' : taxSystemNames[details.taxSystem];
  if (field === 'giftCertificateValidityMonths') return monthCount(giftCertificateValidityMonthsOf(details));
  return details[field] === '' ? '(пусто)' : `«${details[field]}»`;
};

/** «ИНН: «000000000000» → «500100732259»; адрес: …»: each changed field with its old and new value. */
export function practiceChangeSummary(data: unknown): string | null {
  const parsed = PracticeDetailsChanged.shape.data.safeParse(data);
  if (!parsed.success) return null;
  const { previous, details } = parsed.data;
  const changed = changedFields(previous, details);
  // The coach's first save may keep every value: it confirms them as hers.
  if (changed.length === 0) return 'сохранены без изменений';
  return changed.map((field) => `${practiceFieldTitles[field]}: ${shown(previous, field)} → ${shown(details, field)}`).join('; ');
}
