import { commandMetadata } from '../../http/command-metadata';
import type { HandlerGroup, SuccessBody } from '../../http/handler-types';
import type { Consents, PurposeConsentView } from './consents';
import type { PurposeInForce } from './purposes';

const purposeView = (item: PurposeInForce) => ({
  purpose: item.purpose,
  title: item.title,
  processor: item.processor,
  country: item.country,
  document: item.document.document,
  version: item.document.version,
  cross_border: item.crossBorder,
  required_for: item.requiredFor,
});

const view = (items: readonly PurposeConsentView[]): SuccessBody<'getConsents'> => ({
  consents: items.map((item) => ({ ...purposeView(item), given: item.given, given_at: item.givenAt })),
});

/** «Настройки» → «Согласия»: her consents by purpose, each given or withdrawn on its own; and the purposes in force, for anyone. */
export function consentHandlers(consents: Consents): HandlerGroup<'getConsents' | 'setConsent' | 'getConsentPurposes'> {
  return {
    getConsentPurposes: async () => ({ purposes: (await consents.inForceNow()).map(purposeView) }),
    getConsents: async ({ user }) => view(await consents.list(user.id)),
    async setConsent({ params, body, user, ctx }) {
      await consents.set(user.id, params.purpose, body.given, commandMetadata(ctx.state, user.id));
      return view(await consents.list(user.id));
    },
  };
}
