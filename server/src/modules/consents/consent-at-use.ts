import { DomainError, type RequestMetadata } from '../../eventstore/decider';
import { processorConsentDocuments, type ConsentDocument } from '../users/consent-documents';
import type { ProcessorConsentSource } from './events';

/**
 * The processor consents asked at the moment they are needed: paying, booking a session held in a
 * video room, and registering while the codes go out through a mail service.
 */
export type ConsentAskedAtUse = 'payment_provider' | 'video_rooms' | 'mail_service';

/** The answer when the box was not ticked (a 409, with the purpose in `consent`). */
export const consentRefusals: Readonly<Record<ConsentAskedAtUse, string>> = {
  payment_provider: 'Чтобы оплатить, дайте согласие на передачу данных платёжному сервису ЮKassa.',
  video_rooms: 'Чтобы записаться, дайте согласие на передачу вашего имени сервису видеокомнат, где проходят сессии.',
  mail_service: 'Для регистрации нужно согласие на передачу адреса почты почтовому сервису: через него приходят коды входа.',
};

/**
 * The one rule of a consent asked at use (156-FZ: passing her data to a processor is its own
 * consent): what needs none asks none; a consent given before stands; otherwise the box must be
 * ticked now (`record`), or the purchase or booking is refused before it begins (`refuse`).
 */
export function consentAtUseDecision(ask: { needed: boolean; givenBefore: boolean; ticked: boolean }): 'not-needed' | 'stands' | 'record' | 'refuse' {
  if (!ask.needed) return 'not-needed';
  if (ask.givenBefore) return 'stands';
  return ask.ticked ? 'record' : 'refuse';
}

/** Her processor consents as `consents.ts` keeps them: which purposes this configuration has, and hers. */
export type ConsentStanding = {
  inForce(purpose: ConsentAskedAtUse): Promise<boolean>;
  given(userId: string, purpose: ConsentAskedAtUse): Promise<boolean>;
  give(userId: string, purpose: ConsentAskedAtUse, source: ProcessorConsentSource, metadata: RequestMetadata): Promise<void>;
};

/** A consent's document accepted now: what a purchase records among its documents. */
export type AcceptedConsent = ConsentDocument & { accepted: true };

/**
 * Asks one consent at use, before the caller's first append: a 409 with its refusal when it is
 * needed, in force and missing; a client's consent ticked now is recorded once in her ledger; a
 * guest's (who has no ledger) only with the purchase. Answers the document accepted now, if any.
 */
export type ConsentAtUse = (
  purpose: ConsentAskedAtUse,
  request: { user: { id: string } | undefined; ticked: boolean | undefined; needed: boolean },
  metadata: RequestMetadata,
) => Promise<AcceptedConsent[]>;

export function createConsentAtUse(standing: ConsentStanding): ConsentAtUse {
  return async (purpose, request, metadata) => {
    const needed = request.needed && (await standing.inForce(purpose));
    const givenBefore = needed && request.user !== undefined && (await standing.given(request.user.id, purpose));
    const decision = consentAtUseDecision({ needed, givenBefore, ticked: request.ticked === true });
    if (decision === 'refuse') throw new DomainError('conflict', consentRefusals[purpose], { consent: purpose });
    if (decision !== 'record') return [];
    if (request.user) await standing.give(request.user.id, purpose, 'purchase', metadata);
    return [{ ...processorConsentDocuments[purpose], accepted: true }];
  };
}
