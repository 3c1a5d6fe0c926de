import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { sameText, signedToken } from '../../shared/signed-token';

/** How long a download link mailed to a guest works. */
export const downloadLinkValidityDays = 7;

type LinkClaims = { purchaseId: string; typeId: number };

const downloadTokens = (secret: string) =>
  signedToken({
    purpose: 'download',
    schema: z.object({ purchaseId: z.string(), typeId: z.number().int() }),
    secret,
    expiresInMs: downloadLinkValidityDays * 86_400_000,
  });

/** A signed, time-limited token that lets whoever holds it download one purchase's file. */
export function signDownloadToken(secret: string, claims: { purchaseId: string; typeId: number }, now: Date): string {
  return downloadTokens(secret).sign({ purchaseId: claims.purchaseId, typeId: claims.typeId }, now);
}

export type TokenCheck = { ok: true; claims: LinkClaims } | { ok: false; reason: 'invalid' | 'expired' };

export function verifyDownloadToken(secret: string, token: string, now: Date): TokenCheck {
  const check = downloadTokens(secret).check(token, now);
  if (check.ok) return { ok: true, claims: check.payload };
  return check.reason === 'expired' ? check : verifyLegacyDownloadToken(secret, token, now);
}

/**
 * The format before the signed-token helper (`{p,t,e}.HMAC(secret, "download:"+payload)`).
 * Accepted until 2026-12-31: the last link of that format, mailed on the day the helper shipped,
 * expires 7 days later; delete this function then.
 */
function verifyLegacyDownloadToken(secret: string, token: string, now: Date): TokenCheck {
  const [payload = '', given = ''] = token.split('.');
  if (!sameText(given, createHmac('sha256', secret).update(`download:${payload}`).digest('base64url'))) return { ok: false, reason: 'invalid' };
  const raw = z.object({ p: z.string(), t: z.number(), e: z.number() }).safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  if (!raw.success) return { ok: false, reason: 'invalid' };
  if (raw.data.e <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { purchaseId: raw.data.p, typeId: raw.data.t } };
}
