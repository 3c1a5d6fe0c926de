import { defineJob, type JobDefinition } from '../../../adapters/queue/job-queue';
import { loginCodeMailPayload, type LoginCodeMailPayload } from '../../../jobs/payloads';
import { addressTakenNoticeMail, codeMail, registrationInvitationMail } from '../../../mail/login-code-mails';
import type { MailCoach } from '../../../mail/layout';
import type { MailJobInfra } from '../../../infra';

/** Mails a sign-in code or, for an unknown address, an invitation to register. */
export function loginCodeMailJob(deps: MailJobInfra): JobDefinition<LoginCodeMailPayload> {
  // About a minute of retries in all (2 + 4 + 8 + 16 s): a code is worth nothing once it expires.
  return defineJob('login-code-mail', loginCodeMailPayload, { attempts: 5, backoffMs: 2000 }, async (payload) => {
    await deps.mailer.send({ to: payload.email, ...renderLoginCodeMail(payload, { publicUrl: deps.publicUrl, coach: await deps.coach() }) });
  });
}

function renderLoginCodeMail(payload: LoginCodeMailPayload, site: { publicUrl: string; coach: MailCoach }) {
  switch (payload.kind) {
    case 'sign-in-code':
      return codeMail({ purpose: 'sign-in', code: payload.code, expiresInMinutes: payload.expiresInMinutes, ...site, name: payload.name });
    case 'email-change-code':
      return codeMail({ purpose: 'email-change', code: payload.code, expiresInMinutes: payload.expiresInMinutes, ...site, name: payload.name });
    case 'account-deletion-code':
      return codeMail({ purpose: 'account-deletion', code: payload.code, expiresInMinutes: payload.expiresInMinutes, ...site, name: payload.name });
    case 'registration-invitation':
      return registrationInvitationMail({ email: payload.email, ...site });
    case 'address-taken-notice':
      return addressTakenNoticeMail({ email: payload.email, ...site });
    default: {
      const unknownKind: never = payload;
      throw new Error(`Unknown login code mail: ${JSON.stringify(unknownKind)}`);
    }
  }
}
