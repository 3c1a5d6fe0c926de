import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../../db/database';
import { clientNetwork } from '../../shared/client-network';
import { codeReuseWindowMinutes, failedAttemptsOfCode, maxFailedAttemptsPerCode, planCodeDelivery, type ReusableCodes, type SendCodeLimits } from './rate-limits';
import { generateLoginCode, generateSessionToken, hashLoginCode, sameHash } from './secrets';

export const loginCodePolicy = { ttlMinutes: 10 } as const;

/**
 * `invitation` is issued for sign-in with an address that has no account, `address-taken` for an
 * address change to an address another account holds: the answer looks the same as for a real
 * code, the mail tells the mailbox's owner what happened, and no code can ever match it.
 */
export type LoginCodePurpose = 'sign-in' | 'registration' | CodelessPurpose | AccountCodePurpose;

type CodelessPurpose = 'invitation' | 'address-taken';
const isCodeless = (purpose: LoginCodePurpose): purpose is CodelessPurpose => purpose === 'invitation' || purpose === 'address-taken';

/** Codes a signed-in client confirms a settings change with; they never sign anyone in. */
export type AccountCodePurpose = 'email-change' | 'account-deletion';

/**
 * `mailed`: whether the mail of this request is to be sent; `code` is what it carries (none for
 * a codeless purpose). A request that mails nothing accepts the latest code already mailed.
 */
export type IssuedLoginCode = { requestId: string; code: string | undefined; mailed: boolean; expiresAt: Date };

export type VerifiedLoginCode = {
  email: string;
  purpose: Exclude<LoginCodePurpose, CodelessPurpose>;
  agreement: boolean;
  notification: boolean;
  /** Registration's consent to the mail service (`mail_consent`), recorded once the account is opened. */
  mailConsent: boolean;
};

export type VerificationFailure = 'unknown' | 'expired' | 'consumed' | 'exhausted' | 'wrong';

export type VerificationResult =
  | { ok: true; code: VerifiedLoginCode }
  | { ok: false; reason: VerificationFailure; attemptsLeft: number };

type LoginCodeRow = {
  email: string;
  purpose: LoginCodePurpose;
  code_hash: string;
  agreement: boolean;
  notification: boolean;
  mail_consent: boolean;
  expires_at: Date | string;
  failed_attempts: number;
  consumed_at: Date | string | null;
  user_id: string | null;
  code_of: string | null;
};

type MailedCodeRow = { code_hash: string; consumed_at: Date | string | null; created_at: Date | string };

/** The codes a request may fall back on when the address has had its mails (see planCodeDelivery). */
function reusableFor(purpose: LoginCodePurpose, userId: string | undefined): ReusableCodes | undefined {
  if (isCodeless(purpose)) return undefined;
  if (purpose === 'sign-in' || purpose === 'registration') return { purposes: ['sign-in', 'registration'], userId: undefined };
  return { purposes: [purpose], userId };
}

export type LoginCodes = ReturnType<typeof createLoginCodes>;

export function createLoginCodes(db: Database, secret: string, limits: SendCodeLimits) {
  return {
    /** Records a code request, issued at `issuedAt`, under the sending rule (429 only for the client IP's limit). */
    issue(
      request: { email: string; purpose: LoginCodePurpose; agreement: boolean; notification: boolean; mailConsent?: boolean; clientIp: string; userId?: string },
      issuedAt: Date,
    ): Promise<IssuedLoginCode> {
      return db.transaction(async (tx) => {
        const client = clientNetwork(request.clientIp);
        const delivery = await planCodeDelivery(tx, limits, {
          email: request.email,
          client,
          now: issuedAt,
          reusable: reusableFor(request.purpose, request.userId),
        });
        const requestId = randomUUID();
        const mailed = delivery.kind === 'mail';
        const code = mailed && !isCodeless(request.purpose) ? generateLoginCode() : undefined;
        // Without a code of its own, the row stores the hash of a secret that is not a 5-digit code,
        // so nothing matches it (a reusing row is checked against the mailed row's hash instead).
        const codeHash = hashLoginCode(secret, requestId, code ?? generateSessionToken());
        const expiresAt = new Date(issuedAt.getTime() + loginCodePolicy.ttlMinutes * 60_000);
        await tx.query(
          `INSERT INTO login_codes (id, email, purpose, code_hash, agreement, notification, client_ip, created_at, expires_at, user_id, mailed, code_of, mail_consent)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
          [
            requestId,
            request.email,
            request.purpose,
            codeHash,
            request.agreement,
            request.notification,
            client,
            issuedAt,
            expiresAt,
            request.userId ?? null,
            mailed,
            delivery.kind === 'reuse' ? delivery.codeOf : null,
            request.mailConsent === true,
          ],
        );
        return { requestId, code, mailed, expiresAt };
      });
    },

    /**
     * Checks a code and, in the same transaction, counts a failure or spends the code. Failures
     * are recorded on the request they came through (the client's limit counts them there) and
     * bound the mailed code in all (`maxFailedAttemptsPerCode`). A code issued for another purpose, or for
     * another account, is unknown here and stays untouched.
     */
    verify(requestId: string, code: string, expected: { purposes: readonly LoginCodePurpose[]; userId?: string }, now: Date): Promise<VerificationResult> {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<LoginCodeRow>(
          `SELECT email, purpose, code_hash, agreement, notification, mail_consent, expires_at, failed_attempts, consumed_at, user_id, code_of
           FROM login_codes WHERE id = $1 FOR UPDATE`,
          [requestId],
        );
        const row = rows[0];
        const forThisUse = row && expected.purposes.includes(row.purpose) && (expected.userId === undefined || row.user_id === expected.userId);
        if (!row || !forThisUse) return { ok: false, reason: 'unknown', attemptsLeft: 0 };
        const mailedCode = row.code_of === null ? undefined : await readMailedCode(tx, row.code_of);
        const attemptsLeft = maxFailedAttemptsPerCode - (await failedAttemptsOfCode(tx, row.code_of ?? requestId));
        if (row.consumed_at !== null || (mailedCode && mailedCode.consumed_at !== null)) return { ok: false, reason: 'consumed', attemptsLeft: 0 };
        if (attemptsLeft <= 0) return { ok: false, reason: 'exhausted', attemptsLeft: 0 };
        const at = now.getTime();
        const reuseLapsed = mailedCode && new Date(mailedCode.created_at).getTime() + codeReuseWindowMinutes * 60_000 <= at;
        if (new Date(row.expires_at).getTime() <= at || reuseLapsed) return { ok: false, reason: 'expired', attemptsLeft: 0 };
        const expectedHash = mailedCode ? mailedCode.code_hash : row.code_hash;
        const purpose = row.purpose;
        if (isCodeless(purpose) || !sameHash(expectedHash, hashLoginCode(secret, row.code_of ?? requestId, code))) {
          await tx.query(`UPDATE login_codes SET failed_attempts = failed_attempts + 1 WHERE id = $1`, [requestId]);
          const left = attemptsLeft - 1;
          return { ok: false, reason: left > 0 ? 'wrong' : 'exhausted', attemptsLeft: left };
        }
        await tx.query(`UPDATE login_codes SET consumed_at = $2 WHERE id = $1 OR id = $3`, [requestId, now, row.code_of]);
        return {
          ok: true,
          code: { email: row.email, purpose, agreement: row.agreement, notification: row.notification, mailConsent: row.mail_consent },
        };
      });
    },
  };
}

async function readMailedCode(tx: Queryable, id: string): Promise<MailedCodeRow | undefined> {
  const { rows } = await tx.query<MailedCodeRow>(`SELECT code_hash, consumed_at, created_at FROM login_codes WHERE id = $1 FOR UPDATE`, [id]);
  return rows[0];
}

/** What the code dialog shows under the field for each failure. */
export function describeVerificationFailure(result: { reason: VerificationFailure; attemptsLeft: number }): string {
  switch (result.reason) {
    case 'wrong':
      return `Неверный код. Осталось попыток: ${result.attemptsLeft}.`;
    case 'exhausted':
      return 'Слишком много неверных попыток. Запросите новый код.';
    case 'expired':
      return 'Срок действия кода истёк. Запросите новый код.';
    case 'consumed':
      return 'Этот код уже использован. Запросите новый код.';
    case 'unknown':
      return 'Код не найден. Запросите новый код.';
  }
}
