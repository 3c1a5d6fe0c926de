import type { PracticeDetailsInput } from '../../../api/generated/model';

export type PracticeField = keyof PracticeDetailsInput;

/** The form's label of each field; the placeholder banner names the fields by them too. */
export const practiceFieldLabels: Readonly<Record<PracticeField, string>> = {
  coach_name: 'Имя коуча на сайте',
  coach_name_genitive: 'Имя в родительном падеже (для писем: «сайт коуча …»)',
  legal_name: 'ФИО продавца полностью',
  tax_status: 'Статус',
  tax_system: 'Система налогообложения',
  inn: 'ИНН',
  ogrnip: 'ОГРНИП',
  postal_address: 'Адрес для корреспонденции',
  email: 'Почта для связи (и отправитель писем)',
  phone: 'Телефон',
  support_email: 'Адрес поддержки (в подвале сайта)',
  site: 'Адрес сайта',
  telegram_url: 'Telegram',
  vk_url: 'ВКонтакте',
  operator_registry_number: 'Номер в реестре операторов персональных данных',
  gift_certificate_validity_months: 'Срок действия сертификата, месяцев',
};

export const taxStatusLabels: Readonly<Record<PracticeDetailsInput['tax_status'], string>> = {
  self_employed: 'самозанятая (НПД)',
  sole_proprietor: 'индивидуальный предприниматель (ИП)',
};

export const taxSystemLabels: Readonly<Record<NonNullable<PracticeDetailsInput['tax_system']>, string>> = {
  usn_income: 'УСН «доходы»',
  usn_income_minus_expenses: 'УСН «доходы минус расходы»',
  patent: 'патент (ПСН)',
  osn: 'общая система (ОСН)',
};

/** «Адрес сайта» → «адрес сайта» inside a sentence; «ИНН» stays as it is. */
const inSentence = (label: string) => (/^\p{Lu}\p{Ll}/u.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label);

/** The field names the server reports as placeholders, as the form calls them. */
export const placeholderLabels = (fields: readonly string[]): string[] =>
  fields.map((field) => (Object.hasOwn(practiceFieldLabels, field) ? inSentence(practiceFieldLabels[field as PracticeField]) : field));

