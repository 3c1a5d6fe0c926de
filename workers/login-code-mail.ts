import { z } from 'zod';
import type { Mailer } from '../server/src/adapters/mail/mailer';
import type { JobDefinition } from '../server/src/adapters/queue/job-queue';
import { addressTakenNoticeMail, codeMail, registrationInvitationMail } from './mail-templates/login-code-mails';

// Deliberately loose: the sign-in handler has already checked the address, and a stricter check
// here (z.email() refuses Cyrillic domains such as почта.рф) would only turn a sendable mail into
// a failed job.
const emailAddress = z.string().regex(/^[^\s@]+@[^\s@]+$/, 'not an e-mail address');
const expiresInMinutes = z.number().int().positive();

export const loginCodeMailPayload = z.discriminatedUnion('kind', [
  // A one-time code: for signing in, or for confirming a new address or the deletion of the account.
  z.object({
    kind: z.enum(['sign-in-code', 'email-change-code', 'account-deletion-code']),
    email: emailAddress,
    code: z.string().regex(/^\d{5}$/),
    expiresInMinutes,
    /** The client's name for the salutation, when she gave one in her settings. */
    name: z.string().nullable().optional(),
  }),
  // No code: the address has no account, so the mail points to registration instead.
  z.object({ kind: z.literal('registration-invitation'), email: emailAddress, expiresInMinutes }),
  // No code: another account asked to move to this address, which already has an account.
  z.object({ kind: z.literal('address-taken-notice'), email: emailAddress }),
]);

export type LoginCodeMailPayload = z.infer<typeof loginCodeMailPayload>;

export type LoginCodeMailDeps = {
  mailer: Mailer;
  /** Site origin without a trailing slash, for links in the mail. */
  publicUrl: string;
};

/** Mails a sign-in code or, for an unknown address, an invitation to register. */
export function loginCodeMailJob(deps: LoginCodeMailDeps): JobDefinition<LoginCodeMailPayload> {
  return {
    name: 'login-code-mail',
    payload: loginCodeMailPayload,
    // About a minute of retries in all (2 + 4 + 8 + 16 s): a code is worth nothing once it expires.
    attempts: 5,
    backoffMs: 2000,
    async process(payload) {
      await deps.mailer.send({ to: payload.email, ...renderLoginCodeMail(payload, deps.publicUrl) });
    },
  };
}

function renderLoginCodeMail(payload: LoginCodeMailPayload, publicUrl: string) {
  switch (payload.kind) {
    case 'sign-in-code':
      return codeMail({ purpose: 'sign-in', code: payload.code, expiresInMinutes: payload.expiresInMinutes, publicUrl, name: payload.name });
    case 'email-change-code':
      return codeMail({ purpose: 'email-change', code: payload.code, expiresInMinutes: payload.expiresInMinutes, publicUrl, name: payload.name });
    case 'account-deletion-code':
      return codeMail({ purpose: 'account-deletion', code: payload.code, expiresInMinutes: payload.expiresInMinutes, publicUrl, name: payload.name });
    case 'registration-invitation':
      return registrationInvitationMail({ email: payload.email, publicUrl });
    case 'address-taken-notice':
      return addressTakenNoticeMail({ email: payload.email, publicUrl });
    default: {
      const unknownKind: never = payload;
      throw new Error(`Unknown login code mail: ${JSON.stringify(unknownKind)}`);
    }
  }
}
