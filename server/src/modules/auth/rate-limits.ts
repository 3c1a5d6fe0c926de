import type { Queryable } from '../../db/database';
import { DomainError } from '../../eventstore/decider';

export type SendCodeLimits = {
  /** The resend countdown of the code dialog: one mail per address this often. */
  perEmailIntervalSeconds: number;
  /** Mails per address and hour whose code has not been used. */
  perEmailPerHour: number;
  perClientPerHour: number;
  /**
   * Wrong codes entered through the requests of one client (an IPv4 address, an IPv6 /64) in an
   * hour: past them it gets no more requests. Each mailed code also takes only
   * `maxFailedAttemptsPerCode` in all, whichever clients guess it.
   */
  wrongCodesPerClientPerHour: number;
};

export const defaultSendCodeLimits: SendCodeLimits = {
  perEmailIntervalSeconds: 30,
  perEmailPerHour: 5,
  perClientPerHour: 30,
  wrongCodesPerClientPerHour: 20,
};

/**
 * Wrong codes a mailed code takes in all, through its own request and every request that accepts
 * it, from whichever addresses; then it is dead and the next request mails a fresh one within the
 * mail limit. Counted per request, strangers from many addresses could guess one code for its hour.
 */
export const maxFailedAttemptsPerCode = 5;

/** The wrong codes entered for the code mailed by request `codeId`, through every request that accepts it. */
export async function failedAttemptsOfCode(tx: Queryable, codeId: string): Promise<number> {
  const { rows } = await tx.query<{ failed: number }>(
    `SELECT coalesce(sum(failed_attempts), 0)::int AS failed FROM login_codes WHERE id = $1 OR code_of = $1`,
    [codeId],
  );
  return rows[0]?.failed ?? 0;
}

/** How long a mailed code can still be used through later requests that mail nothing new. */
export const codeReuseWindowMinutes = 60;

/**
 * What a code request gets. `mail`: a new code goes out. `reuse`: no mail (the address had enough
 * of them), the request accepts the latest code of its kind already mailed there, which the
 * mailbox's owner has. `withhold`: no mail and no code to reuse (a codeless request such as an
 * invitation, or within 30 s of the last mail); the answer looks the same, nothing can match it.
 */
export type CodeDelivery = { kind: 'mail' } | { kind: 'reuse'; codeOf: string } | { kind: 'withhold' };

/** The codes a request may reuse: the same kind of code, for the same account when there is one. */
export type ReusableCodes = { purposes: readonly string[]; userId: string | undefined };

type Counts = { client_hour: number; client_wrong_codes_hour: number; unused_mails_hour: number; last_unused_mail: Date | string | null };

/**
 * The sign-in code rule, counted from the issued codes themselves (the login_codes table is the
 * log). Only the client (`clientNetwork`: an IPv4 address, an IPv6 /64) is ever refused (429). An
 * address is never refused, so a stranger who asks for its codes cannot keep its owner out for
 * long; instead, once it has had its mails, further requests reuse the latest code mailed to it
 * while that code is alive. A code dead of wrong guesses is replaced by the next mail the limit
 * allows (after the 30 s interval, within 5 an hour). Runs in the transaction that records the request,
 * under a lock on the address, so simultaneous requests cannot both take the last mail.
 */
export async function planCodeDelivery(
  tx: Queryable,
  limits: SendCodeLimits,
  request: { email: string; client: string; now: Date; reusable: ReusableCodes | undefined },
): Promise<CodeDelivery> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`login-code:${request.email}`]);
  const hourAgo = new Date(request.now.getTime() - 3_600_000);
  const { rows } = await tx.query<Counts>(
    `SELECT
       (SELECT count(*)::int FROM login_codes WHERE client_ip = $2 AND created_at > $3) AS client_hour,
       (SELECT coalesce(sum(failed_attempts), 0)::int FROM login_codes WHERE client_ip = $2 AND created_at > $3) AS client_wrong_codes_hour,
       (SELECT count(*)::int FROM login_codes WHERE email = $1 AND mailed AND consumed_at IS NULL AND created_at > $3) AS unused_mails_hour,
       (SELECT max(created_at) FROM login_codes WHERE email = $1 AND mailed AND consumed_at IS NULL) AS last_unused_mail`,
    [request.email, request.client, hourAgo],
  );
  const counts = rows[0] ?? { client_hour: 0, client_wrong_codes_hour: 0, unused_mails_hour: 0, last_unused_mail: null };
  if (counts.client_hour >= limits.perClientPerHour) {
    throw new DomainError('too_many', 'Слишком много запросов кода с вашего адреса. Попробуйте через час.', { retry_after: 3600 });
  }
  if (counts.client_wrong_codes_hour >= limits.wrongCodesPerClientPerHour) {
    throw new DomainError('too_many', 'Слишком много неверных кодов с вашего адреса. Попробуйте через час.', { retry_after: 3600 });
  }
  const sinceLastMail = counts.last_unused_mail === null ? Infinity : request.now.getTime() - new Date(counts.last_unused_mail).getTime();
  const intervalPassed = sinceLastMail >= limits.perEmailIntervalSeconds * 1000;
  if (counts.unused_mails_hour < limits.perEmailPerHour && intervalPassed) return { kind: 'mail' };
  if (!request.reusable) return { kind: 'withhold' };
  const reuseFrom = new Date(request.now.getTime() - codeReuseWindowMinutes * 60_000);
  const latest = await tx.query<{ id: string }>(
    `SELECT id FROM login_codes
     WHERE email = $1 AND mailed AND code_of IS NULL AND consumed_at IS NULL AND created_at > $2
       AND purpose = ANY($3::text[]) AND ($4::text IS NULL OR user_id = $4)
     ORDER BY created_at DESC LIMIT 1`,
    [request.email, reuseFrom, request.reusable.purposes, request.reusable.userId ?? null],
  );
  const latestCode = latest.rows[0]?.id;
  // A code that took its wrong guesses is dead: nothing accepts it any more, and no mail goes out
  // past the limit for it (that would let guessing go on a code at a time).
  if (latestCode !== undefined) {
    return (await failedAttemptsOfCode(tx, latestCode)) < maxFailedAttemptsPerCode ? { kind: 'reuse', codeOf: latestCode } : { kind: 'withhold' };
  }
  // The address's mails this hour were of another kind (invitations to register, another
  // account's codes): one code of this kind goes out even past the limit, and later requests of
  // the kind reuse it, so no kind of mail a stranger can cause keeps the owner from hers.
  return intervalPassed ? { kind: 'mail' } : { kind: 'withhold' };
}
