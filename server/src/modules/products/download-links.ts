import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a download link mailed to a guest works. */
export const downloadLinkValidityDays = 7;

type LinkClaims = { purchaseId: string; typeId: number; expiresAt: number };

const signature = (secret: string, payload: string) => createHmac('sha256', secret).update(`download:${payload}`).digest('base64url');

/** A signed, time-limited token that lets whoever holds it download one purchase's file. */
export function signDownloadToken(secret: string, claims: { purchaseId: string; typeId: number }, now: Date): string {
  const expiresAt = now.getTime() + downloadLinkValidityDays * 86_400_000;
  const payload = Buffer.from(JSON.stringify({ p: claims.purchaseId, t: claims.typeId, e: expiresAt })).toString('base64url');
  return `${payload}.${signature(secret, payload)}`;
}

export type TokenCheck = { ok: true; claims: LinkClaims } | { ok: false; reason: 'invalid' | 'expired' };

export function verifyDownloadToken(secret: string, token: string, now: Date): TokenCheck {
  const [payload, given] = token.split('.');
  if (!payload || !given) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(signature(secret, payload));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return { ok: false, reason: 'invalid' };
  try {
    const raw = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { p?: unknown; t?: unknown; e?: unknown };
    if (typeof raw.p !== 'string' || typeof raw.t !== 'number' || typeof raw.e !== 'number') return { ok: false, reason: 'invalid' };
    if (raw.e <= now.getTime()) return { ok: false, reason: 'expired' };
    return { ok: true, claims: { purchaseId: raw.p, typeId: raw.t, expiresAt: raw.e } };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}
