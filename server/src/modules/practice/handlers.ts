import { requireSuperuser } from '../../http/authorization';
import { commandMetadata } from '../../http/command-metadata';
import type { HandlerGroup, HandlerInput, SuccessBody } from '../../http/handler-types';
import type { Practice, StandingPracticeDetails } from './practice';
import { giftCertificateValidityMonthsOf, type PracticeDetails, type PracticeField } from './practice-details';

/** The contract's name of each field, as `placeholders` lists them. */
const contractNames: Readonly<Record<PracticeField, keyof HandlerInput<'updatePracticeDetails'>['body']>> = {
  coachName: 'coach_name',
  coachNameGenitive: 'coach_name_genitive',
  legalName: 'legal_name',
  taxStatus: 'tax_status',
  taxSystem: 'tax_system',
  inn: 'inn',
  ogrnip: 'ogrnip',
  postalAddress: 'postal_address',
  email: 'email',
  phone: 'phone',
  supportEmail: 'support_email',
  site: 'site',
  telegramUrl: 'telegram_url',
  vkUrl: 'vk_url',
  operatorRegistryNumber: 'operator_registry_number',
  giftCertificateValidityMonths: 'gift_certificate_validity_months',
};

/** Public pages ask on every load; a minute old is fresh enough for an address or an ИНН. */
const publicCacheControl = 'public, max-age=60';

export const toPracticeBody = ({ details, placeholders }: StandingPracticeDetails): SuccessBody<'getPracticeDetails'> => ({
  coach_name: details.coachName,
  coach_name_genitive: details.coachNameGenitive,
  legal_name: details.legalName,
  tax_status: details.taxStatus,
  tax_system: details.taxSystem ?? null,
  inn: details.inn,
  ogrnip: details.ogrnip,
  postal_address: details.postalAddress,
  email: details.email,
  phone: details.phone,
  support_email: details.supportEmail,
  site: details.site,
  telegram_url: details.telegramUrl,
  vk_url: details.vkUrl,
  operator_registry_number: details.operatorRegistryNumber,
  gift_certificate_validity_months: giftCertificateValidityMonthsOf(details),
  placeholders: placeholders.map((field) => contractNames[field]),
});

const fromPracticeInput = (body: HandlerInput<'updatePracticeDetails'>['body']): PracticeDetails => ({
  coachName: body.coach_name.trim(),
  coachNameGenitive: body.coach_name_genitive.trim(),
  legalName: body.legal_name.trim(),
  taxStatus: body.tax_status,
  ...(body.tax_system ? { taxSystem: body.tax_system } : {}),
  inn: body.inn,
  ogrnip: body.ogrnip,
  postalAddress: body.postal_address.trim(),
  email: body.email.trim().toLowerCase(),
  phone: body.phone.trim(),
  supportEmail: body.support_email.trim().toLowerCase(),
  site: body.site,
  telegramUrl: body.telegram_url,
  vkUrl: body.vk_url,
  operatorRegistryNumber: body.operator_registry_number.trim(),
  // Unnamed (a form from before it was asked), the saved validity stays (`keepingUnnamedValidity`).
  ...(body.gift_certificate_validity_months === undefined ? {} : { giftCertificateValidityMonths: body.gift_certificate_validity_months }),
});

export function practiceHandlers(practice: Practice): HandlerGroup<'getPracticeDetails' | 'updatePracticeDetails'> {
  return {
    async getPracticeDetails({ ctx }) {
      ctx.set('Cache-Control', publicCacheControl);
      return toPracticeBody(await practice.standing());
    },

    async updatePracticeDetails({ body, user, ctx }) {
      requireSuperuser(user);
      const saved = await practice.change(fromPracticeInput(body), commandMetadata(ctx.state, user.id));
      return toPracticeBody(saved);
    },
  };
}
