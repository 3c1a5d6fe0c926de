import { genitiveOf } from '../../shared/russian-names';
import { placeholderDetails, taxStatuses, taxSystems, type PracticeDetails, type PracticeField } from './practice-details';
import type { MailAddress } from '../../adapters/mail/mailer';

/** The environment variable that seeds each text field on the first start (see `.env.example`); the certificates' validity starts at its default. */
const seedVariables: Readonly<Record<Exclude<PracticeField, 'taxStatus' | 'taxSystem' | 'coachNameGenitive' | 'giftCertificateValidityMonths'>, string>> = {
  coachName: 'PRACTICE_COACH_NAME',
  legalName: 'PRACTICE_LEGAL_NAME',
  inn: 'PRACTICE_INN',
  ogrnip: 'PRACTICE_OGRNIP',
  postalAddress: 'PRACTICE_ADDRESS',
  email: 'PRACTICE_EMAIL',
  phone: 'PRACTICE_PHONE',
  supportEmail: 'PRACTICE_SUPPORT_EMAIL',
  site: 'PRACTICE_SITE',
  telegramUrl: 'PRACTICE_TELEGRAM_URL',
  vkUrl: 'PRACTICE_VK_URL',
  operatorRegistryNumber: 'PRACTICE_OPERATOR_REGISTRY_NUMBER',
};

const isTaxStatus = (value: string | undefined): value is PracticeDetails['taxStatus'] => taxStatuses.some((status) => status === value);
const isTaxSystem = (value: string | undefined): value is NonNullable<PracticeDetails['taxSystem']> => taxSystems.some((system) => system === value);

/**
 * What the first start writes down: each `PRACTICE_*` variable that is set, today's placeholder
 * otherwise. Later starts keep what the coach saved; the variables only seed.
 */
export function practiceSeedFromEnvironment(env: NodeJS.ProcessEnv): PracticeDetails {
  const seeded = { ...placeholderDetails };
  for (const [field, variable] of Object.entries(seedVariables) as [keyof typeof seedVariables, string][]) {
    const value = env[variable]?.trim();
    if (value) seeded[field] = value;
  }
  const taxStatus = env.PRACTICE_TAX_STATUS?.trim();
  if (isTaxStatus(taxStatus)) seeded.taxStatus = taxStatus;
  const taxSystem = env.PRACTICE_TAX_SYSTEM?.trim();
  if (seeded.taxStatus === 'sole_proprietor' && isTaxSystem(taxSystem)) seeded.taxSystem = taxSystem;
  const genitive = env.PRACTICE_COACH_NAME_GENITIVE?.trim();
  seeded.coachNameGenitive = genitive || (seeded.coachName === placeholderDetails.coachName ? placeholderDetails.coachNameGenitive : genitiveOf(seeded.coachName));
  return seeded;
}

/** «Коуч Анна Смирнова» at hello@…: the sender of the practice's mail when MAIL_FROM names none. */
export const mailSenderOf = (details: PracticeDetails): MailAddress => ({ name: `Коуч ${details.coachName}`, address: details.email });
