import type { PracticeDetails } from '../api/generated/model';
import { monthCount } from '../lib/plural';
import { GIFT_CERTIFICATE_VALIDITY_MONTHS } from './constants';

/** The coach's details as every legal text names her, from the practice's details (Практика). */
export type Operator = {
  fullName: string;
  /** «Анны Смирновой»: «сайт коуча …». */
  coachNameGenitive: string;
  status: string;
  inn: string;
  email: string;
  site: string;
  postalAddress: string;
  /** Registration number in the Roskomnadzor register of personal data operators. */
  registryNumber: string;
  /** What the offer says of receipts, by her tax status (the product sends them so). */
  receipts: string;
  /** «12 месяцев»: how long a gift certificate is valid, as she set it in «Практика». */
  giftCertificateValidity: string;
};

const statusOf = (details: PracticeDetails) =>
  details.tax_status === 'sole_proprietor'
    ? `индивидуальный предприниматель, ОГРНИП ${details.ogrnip}`
    : 'самозанятая, применяющая специальный налоговый режим «Налог на профессиональный доход»';

const receiptsOf = (details: PracticeDetails) =>
  details.tax_status === 'sole_proprietor'
    ? 'Чеки выдаёт онлайн-касса (54-ФЗ) на электронную почту Клиента: при оплате, после проведения оплаченной заранее сессии (чек зачёта предоплаты) и при возврате (чек возврата).'
    : 'Чек формируется в приложении «Мой налог» при оплате и приходит на электронную почту Клиента; при возврате денег он аннулируется.';

export const operatorOf = (details: PracticeDetails): Operator => ({
  fullName: details.legal_name,
  coachNameGenitive: details.coach_name_genitive,
  status: statusOf(details),
  inn: details.inn,
  email: details.email,
  site: details.site,
  postalAddress: details.postal_address,
  registryNumber: details.operator_registry_number || 'не присвоен',
  receipts: receiptsOf(details),
  giftCertificateValidity: monthCount(details.gift_certificate_validity_months ?? GIFT_CERTIFICATE_VALIDITY_MONTHS),
});

export const LEGAL_EDITION = 'Редакция от 1 ноября 2026 г.';

/** The block of details closing most documents. */
export const operatorDetails = (operator: Operator): readonly string[] => [
  `${operator.fullName}, ${operator.status}`,
  `ИНН ${operator.inn}`,
  `Адрес для корреспонденции: ${operator.postalAddress}`,
  `Электронная почта: ${operator.email}`,
  `Сайт: ${operator.site}`,
];
