import { z } from 'zod';
import type { PracticeDetails, PracticeDetailsInput } from '../../../api/generated/model';
import {
  updatePracticeDetailsBodyCoachNameMax,
  updatePracticeDetailsBodyGiftCertificateValidityMonthsMax,
  updatePracticeDetailsBodyInnRegExp,
  updatePracticeDetailsBodyLegalNameMax,
  updatePracticeDetailsBodyOgrnipRegExp,
  updatePracticeDetailsBodyOperatorRegistryNumberMax,
  updatePracticeDetailsBodyPhoneRegExp,
  updatePracticeDetailsBodyPostalAddressMax,
  updatePracticeDetailsBodySiteMax,
  updatePracticeDetailsBodySiteRegExp,
  updatePracticeDetailsBodyTelegramUrlRegExp,
} from '../../../api/generated/zod';
import type { PracticeField } from './practice-fields';

const required = 'Обязательно';
const tooLong = (max: number) => `Не длиннее ${max} символов`;
const text = (max: number) => z.string().trim().min(1, required).max(max, tooLong(max));
const email = z.string().trim().min(1, required).max(254, tooLong(254)).pipe(z.email('Нужен адрес почты вида name@domain.ru'));
/** The months a gift certificate may be valid, as the contract bounds the coach's choice. */
export const giftCertificateValidityBounds = { min: 1, max: updatePracticeDetailsBodyGiftCertificateValidityMonthsMax } as const;
const validityMessage = `Целое число месяцев от ${giftCertificateValidityBounds.min} до ${giftCertificateValidityBounds.max}`;
/** A cleared field is NaN, refused; details from before it was asked have none, which the server keeps as saved. */
const validityMonths = z
  .number({ error: validityMessage })
  .int(validityMessage)
  .min(giftCertificateValidityBounds.min, validityMessage)
  .max(giftCertificateValidityBounds.max, validityMessage)
  .optional();
const link = z.string().trim().max(updatePracticeDetailsBodySiteMax, tooLong(updatePracticeDetailsBodySiteMax)).regex(updatePracticeDetailsBodyTelegramUrlRegExp, 'Нужна ссылка, начинающаяся с https://');

/**
 * The Практика form with the contract's bounds and patterns and Russian messages. The ИНН's and
 * ОГРНИП's check digits are the server's to verify (one rule); its answer shows under the form.
 */
export const practiceFormSchema = z
  .object({
    coach_name: text(updatePracticeDetailsBodyCoachNameMax),
    coach_name_genitive: text(updatePracticeDetailsBodyCoachNameMax),
    legal_name: text(updatePracticeDetailsBodyLegalNameMax),
    tax_status: z.enum(['self_employed', 'sole_proprietor']),
    tax_system: z.enum(['usn_income', 'usn_income_minus_expenses', 'patent', 'osn']).nullish(),
    inn: z.string().trim().regex(updatePracticeDetailsBodyInnRegExp, 'ИНН — 10 или 12 цифр'),
    ogrnip: z.string().trim().regex(updatePracticeDetailsBodyOgrnipRegExp, 'ОГРНИП — 15 цифр'),
    postal_address: text(updatePracticeDetailsBodyPostalAddressMax),
    email,
    phone: z.string().trim().regex(updatePracticeDetailsBodyPhoneRegExp, 'Телефон — цифры, можно с +, пробелами, скобками и дефисами'),
    support_email: email,
    site: z.string().trim().max(updatePracticeDetailsBodySiteMax, tooLong(updatePracticeDetailsBodySiteMax)).regex(updatePracticeDetailsBodySiteRegExp, 'Нужна ссылка, начинающаяся с https://'),
    telegram_url: link,
    vk_url: link,
    operator_registry_number: z.string().trim().max(updatePracticeDetailsBodyOperatorRegistryNumberMax, tooLong(updatePracticeDetailsBodyOperatorRegistryNumberMax)),
    gift_certificate_validity_months: validityMonths,
  })
  .superRefine((form, context) => {
    if (form.tax_status === 'sole_proprietor' && form.ogrnip === '') context.addIssue({ code: 'custom', path: ['ogrnip'], message: 'У ИП обязателен ОГРНИП' });
    if (form.tax_status === 'self_employed' && form.ogrnip !== '') context.addIssue({ code: 'custom', path: ['ogrnip'], message: 'У самозанятой ОГРНИП нет: оставьте поле пустым' });
    if (form.tax_status === 'sole_proprietor' && !form.tax_system) context.addIssue({ code: 'custom', path: ['tax_system'], message: 'Выберите систему налогообложения' });
  })
  // A self-employed coach has no tax system, whatever the form held while she looked at ИП.
  .transform((form) => ({ ...form, tax_system: form.tax_status === 'sole_proprietor' ? form.tax_system : null }));

export type PracticeFormErrors = Partial<Record<PracticeField, string>>;

export const formOf = ({ placeholders: _placeholders, ...details }: PracticeDetails): PracticeDetailsInput => details;

/** The input to send, or one message per field (the first rule it breaks). */
export function validatePracticeForm(form: PracticeDetailsInput): { input: PracticeDetailsInput } | { errors: PracticeFormErrors } {
  const result = practiceFormSchema.safeParse(form);
  if (result.success) return { input: result.data };
  const errors: PracticeFormErrors = {};
  for (const issue of result.error.issues) errors[issue.path[0] as PracticeField] ??= issue.message;
  return { errors };
}
