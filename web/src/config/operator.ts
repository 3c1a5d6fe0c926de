/**
 * The coach's details as they appear in every legal text. Placeholders: the real passport name,
 * ИНН, address and registry number replace these before launch.
 */
export const OPERATOR = {
  fullName: 'Смирнова Анна Сергеевна',
  shortName: 'А. С. Смирнова',
  status: 'самозанятая, применяющая специальный налоговый режим «Налог на профессиональный доход»',
  inn: '000000000000',
  email: 'hello@example.ru',
  site: 'https://example.ru',
  postalAddress: '000000, г. Москва, ул. Примерная, д. 0, кв. 0',
  /** Registration number in the Roskomnadzor register of personal data operators. */
  registryNumber: '00-00-000000',
} as const;

export const LEGAL_EDITION = 'Редакция от 1 ноября 2026 г.';

/** The block of details closing most documents. */
export const operatorDetails: readonly string[] = [
  `${OPERATOR.fullName}, ${OPERATOR.status}`,
  `ИНН ${OPERATOR.inn}`,
  `Адрес для корреспонденции: ${OPERATOR.postalAddress}`,
  `Электронная почта: ${OPERATOR.email}`,
  `Сайт: ${OPERATOR.site}`,
];
