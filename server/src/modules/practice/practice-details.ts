import { z } from 'zod';
import { eventText } from '../../eventstore/event-schema';

/**
 * How many months a gift certificate is valid from the day it is paid: the coach's choice within
 * these bounds, 12 until she makes one (the offer's words, `GIFT_CERTIFICATE_VALIDITY_TEXT`).
 */
export const giftCertificateValidity = { min: 1, max: 36, default: 12 } as const;

/** How the seller pays tax: self-employed (НПД) or an individual entrepreneur (ИП, with an ОГРНИП). */
export const taxStatuses = ['self_employed', 'sole_proprietor'] as const;
export type TaxStatus = (typeof taxStatuses)[number];

/**
 * An individual entrepreneur's tax system, which her 54-FZ receipts name (`tax_system_code`) and
 * which decides their VAT: УСН «доходы», УСН «доходы минус расходы», патент (ПСН) or the general
 * system (ОСН). The self-employed have none.
 */
export const taxSystems = ['usn_income', 'usn_income_minus_expenses', 'patent', 'osn'] as const;
export type TaxSystem = (typeof taxSystems)[number];

/** The practice's own details: who the coach is, whom the client contracts with, how to reach her. */
export const practiceDetailsSchema = z.object({
  coachName: eventText(100).min(1),
  /** «Анны Смирновой», for «сайт коуча …» in mail. */
  coachNameGenitive: eventText(100).min(1),
  /** The seller's full name as in her passport, for the offer and the personal-data documents. */
  legalName: eventText(200).min(1),
  taxStatus: z.enum(taxStatuses),
  /** Only for an individual entrepreneur; absent for the self-employed and in details saved before it was asked. */
  taxSystem: z.enum(taxSystems).optional(),
  inn: eventText(12),
  /** Only for an individual entrepreneur; '' for the self-employed. */
  ogrnip: eventText(15),
  postalAddress: eventText(300).min(1),
  email: eventText(254).min(1),
  phone: eventText(30),
  supportEmail: eventText(254).min(1),
  site: eventText(300).min(1),
  telegramUrl: eventText(300),
  vkUrl: eventText(300),
  /** The number in Roskomnadzor's register of personal-data operators. */
  operatorRegistryNumber: eventText(50),
  /** Months a gift certificate issued now is valid; absent until the coach chose (then `giftCertificateValidity.default`). */
  giftCertificateValidityMonths: z.int().min(giftCertificateValidity.min).max(giftCertificateValidity.max).optional(),
});

export type PracticeDetails = z.infer<typeof practiceDetailsSchema>;
export type PracticeField = keyof PracticeDetails;

/**
 * Today's placeholders: what a fresh start is seeded with when the configuration names nothing
 * better. A field still holding its placeholder is reported at start (production) and in the back office.
 */
export const placeholderDetails: PracticeDetails = {
  coachName: 'Анна Смирнова',
  coachNameGenitive: 'Анны Смирновой',
  legalName: 'Смирнова Анна Сергеевна',
  taxStatus: 'self_employed',
  inn: '000000000000',
  ogrnip: '',
  postalAddress: '000000, г. Москва, ул. Примерная, д. 0, кв. 0',
  email: 'hello@example.ru',
  phone: '',
  supportEmail: 'hello@example.ru',
  site: 'https://example.ru',
  telegramUrl: 'https://t.me/anna_smirnova_coach',
  vkUrl: 'https://vk.com/anna_smirnova_coach',
  operatorRegistryNumber: '00-00-000000',
};

/** Fields that must be real before launch and still hold today's placeholder. */
const mustBeReal: readonly PracticeField[] = ['legalName', 'inn', 'postalAddress', 'email', 'supportEmail', 'site', 'operatorRegistryNumber'];

/** An ИП saved before the tax system was asked: her receipts cannot name it until she picks one. */
const missingTaxSystem = (details: PracticeDetails): PracticeField[] =>
  details.taxStatus === 'sole_proprietor' && details.taxSystem === undefined ? ['taxSystem'] : [];

/** The fields of seeded details that hold today's placeholder (what a start with no `PRACTICE_*` reports). */
export const placeholderFields = (details: PracticeDetails): PracticeField[] => [
  ...mustBeReal.filter((field) => details[field] === placeholderDetails[field]),
  ...missingTaxSystem(details),
];

/**
 * The placeholders left: once the coach has saved the details, every value is hers, even one that
 * reads like the sample (her name may well be «Смирнова Анна Сергеевна»); before that, the seed's
 * placeholders.
 */
export const remainingPlaceholders = (details: PracticeDetails, savedByCoach: boolean): PracticeField[] =>
  savedByCoach ? missingTaxSystem(details) : placeholderFields(details);

/** The back office's and the journal's name of each field. */
export const practiceFieldTitles: Readonly<Record<PracticeField, string>> = {
  coachName: 'имя коуча',
  coachNameGenitive: 'имя в родительном падеже',
  legalName: 'ФИО продавца',
  taxStatus: 'статус',
  taxSystem: 'система налогообложения',
  inn: 'ИНН',
  ogrnip: 'ОГРНИП',
  postalAddress: 'адрес',
  email: 'почта для связи',
  phone: 'телефон',
  supportEmail: 'адрес поддержки',
  site: 'сайт',
  telegramUrl: 'Telegram',
  vkUrl: 'ВКонтакте',
  operatorRegistryNumber: 'номер в реестре операторов',
  giftCertificateValidityMonths: 'срок действия подарочного сертификата',
};

/** The months a gift certificate issued now is valid, as the coach set them (12 until she does). */
export const giftCertificateValidityMonthsOf = (details: PracticeDetails): number => details.giftCertificateValidityMonths ?? giftCertificateValidity.default;

/** A field's value as it works: an unset validity is the default one. */
const effectiveValue = (details: PracticeDetails, field: PracticeField) =>
  field === 'giftCertificateValidityMonths' ? giftCertificateValidityMonthsOf(details) : details[field];

/** The fields whose value differs, in the order of the form. */
export const changedFields = (previous: PracticeDetails, next: PracticeDetails): PracticeField[] =>
  (Object.keys(practiceFieldTitles) as PracticeField[]).filter((field) => effectiveValue(previous, field) !== effectiveValue(next, field));

/** A save that does not name the validity (a form from before it was asked) keeps the one saved. */
export const keepingUnnamedValidity = (previous: PracticeDetails, next: PracticeDetails): PracticeDetails =>
  next.giftCertificateValidityMonths === undefined && previous.giftCertificateValidityMonths !== undefined
    ? { ...next, giftCertificateValidityMonths: previous.giftCertificateValidityMonths }
    : next;
