import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database';
import { generateLoginCode, generateSessionToken, hashLoginCode, sameHash } from './secrets';

export const loginCodePolicy = { ttlMinutes: 10, maxFailedAttempts: 5 } as const;

/**
 * `invitation` is issued for sign-in with an address that has no account: the answer looks the
 * same as for a real code, but no code can ever match it.
 */
export type LoginCodePurpose = 'sign-in' | 'registration' | 'invitation' | AccountCodePurpose;

/** Codes a signed-in client confirms a settings change with; they never sign anyone in. */
export type AccountCodePurpose = 'email-change' | 'account-deletion';

export type IssuedLoginCode = { requestId: string; code: string | undefined; expiresAt: Date };

export type VerifiedLoginCode = {
  email: string;
  purpose: Exclude<LoginCodePurpose, 'invitation'>;
  agreement: boolean;
  notification: boolean;
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
  expires_at: Date | string;
  failed_attempts: number;
  consumed_at: Date | string | null;
  user_id: string | null;
};

export type LoginCodes = ReturnType<typeof createLoginCodes>;

export function createLoginCodes(db: Database, secret: string, now: () => Date) {
  return {
    async issue(request: {
      email: string;
      purpose: LoginCodePurpose;
      agreement: boolean;
      notification: boolean;
      clientIp: string;
      userId?: string;
    }): Promise<IssuedLoginCode> {
      const requestId = randomUUID();
      const code = request.purpose === 'invitation' ? undefined : generateLoginCode();
      // An invitation stores the hash of a secret that is not a 5-digit code, so nothing matches it.
      const codeHash = hashLoginCode(secret, requestId, code ?? generateSessionToken());
      const issuedAt = now();
      const expiresAt = new Date(issuedAt.getTime() + loginCodePolicy.ttlMinutes * 60_000);
      await db.query(
        `INSERT INTO login_codes (id, email, purpose, code_hash, agreement, notification, client_ip, created_at, expires_at, user_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [requestId, request.email, request.purpose, codeHash, request.agreement, request.notification, request.clientIp, issuedAt, expiresAt, request.userId ?? null],
      );
      return { requestId, code, expiresAt };
    },

    /**
     * Checks a code and, in the same transaction, counts a failure or spends the code. A code
     * issued for another purpose, or for another account, is unknown here and stays untouched.
     */
    verify(requestId: string, code: string, expected: { purposes: readonly LoginCodePurpose[]; userId?: string }): Promise<VerificationResult> {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<LoginCodeRow>(
          `SELECT email, purpose, code_hash, agreement, notification, expires_at, failed_attempts, consumed_at, user_id
           FROM login_codes WHERE id = $1 FOR UPDATE`,
          [requestId],
        );
        const row = rows[0];
        const forThisUse = row && expected.purposes.includes(row.purpose) && (expected.userId === undefined || row.user_id === expected.userId);
        if (!row || !forThisUse) return { ok: false, reason: 'unknown', attemptsLeft: 0 };
        const attemptsLeft = loginCodePolicy.maxFailedAttempts - row.failed_attempts;
        if (row.consumed_at !== null) return { ok: false, reason: 'consumed', attemptsLeft: 0 };
        if (attemptsLeft <= 0) return { ok: false, reason: 'exhausted', attemptsLeft: 0 };
        if (new Date(row.expires_at).getTime() <= now().getTime()) return { ok: false, reason: 'expired', attemptsLeft: 0 };
        if (row.purpose === 'invitation' || !sameHash(row.code_hash, hashLoginCode(secret, requestId, code))) {
          await tx.query(`UPDATE login_codes SET failed_attempts = failed_attempts + 1 WHERE id = $1`, [requestId]);
          const left = attemptsLeft - 1;
          return { ok: false, reason: left > 0 ? 'wrong' : 'exhausted', attemptsLeft: left };
        }
        await tx.query(`UPDATE login_codes SET consumed_at = $2 WHERE id = $1`, [requestId, now()]);
        return {
          ok: true,
          code: { email: row.email, purpose: row.purpose, agreement: row.agreement, notification: row.notification },
        };
      });
    },
  };
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
