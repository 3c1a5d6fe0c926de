import { commandMetadata } from '../../http/command-metadata';
import type { HandlerGroup, SuccessBody } from '../../http/handler-types';
import type { Consents, PurposeConsentView } from './consents';

const view = (items: readonly PurposeConsentView[]): SuccessBody<'getConsents'> => ({
  consents: items.map((item) => ({
    purpose: item.purpose,
    title: item.title,
    processor: item.processor,
    country: item.country,
    document: item.document.document,
    version: item.document.version,
    given: item.given,
    given_at: item.givenAt,
    cross_border: item.crossBorder,
    required_for: item.requiredFor,
  })),
});

/** «Настройки» → «Согласия»: her consents by purpose, each given or withdrawn on its own. */
export function consentHandlers(consents: Consents): HandlerGroup<'getConsents' | 'setConsent'> {
  return {
    getConsents: async ({ user }) => view(await consents.list(user.id)),
    async setConsent({ params, body, user, ctx }) {
      await consents.set(user.id, params.purpose, body.given, commandMetadata(ctx.state, user.id));
      return view(await consents.list(user.id));
    },
  };
}
