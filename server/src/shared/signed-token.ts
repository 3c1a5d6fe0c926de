import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';

/** Whether two texts are equal, in a time that does not tell how much of them matched. */
export function sameText(left: string, right: string): boolean {
  const a = Buffer.from(left);
  const b = Buffer.from(right);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The HMAC-SHA256 of a text under a key derived (HKDF) from the app secret for one purpose, so a
 * signature made for one purpose never passes for another. The purpose may also name what the
 * signature is bound to without carrying it (a CSRF token's session).
 */
export function purposeSignature(options: { secret: string; purpose: string }): (text: string) => string {
  const key = Buffer.from(hkdfSync('sha256', options.secret, '', `signed-token:${options.purpose}`, 32));
  return (text) => createHmac('sha256', key).update(text).digest('base64url');
}

export type TokenCheck<T> = { ok: true; payload: T } | { ok: false; reason: 'invalid' | 'expired' };

type Envelope = { data?: unknown; expires?: unknown };

function readEnvelope(body: string): Envelope | undefined {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    return typeof parsed === 'object' && parsed !== null ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One format for every token the app hands out (download links, unsubscribe links, the guest
 * purchase cookie, CSRF tokens): `base64url(JSON {data, expires?}).signature`. The payload is
 * checked against its schema on the way back in, and the expiry, when the purpose has one, is
 * inside what is signed.
 */
export function signedToken<T>(options: { purpose: string; schema: z.ZodType<T>; secret: string; expiresInMs?: number }) {
  const signatureOf = purposeSignature(options);

  function check(token: string, now = new Date()): TokenCheck<T> {
    const [body, signature, ...rest] = token.split('.');
    if (!body || !signature || rest.length > 0 || !sameText(signature, signatureOf(body))) return { ok: false, reason: 'invalid' };
    const envelope = readEnvelope(body);
    if (!envelope) return { ok: false, reason: 'invalid' };
    const payload = options.schema.safeParse(envelope.data);
    const expires = envelope.expires;
    if (!payload.success || (options.expiresInMs !== undefined) !== (typeof expires === 'number')) return { ok: false, reason: 'invalid' };
    if (typeof expires === 'number' && expires <= now.getTime()) return { ok: false, reason: 'expired' };
    return { ok: true, payload: payload.data };
  }

  return {
    sign(payload: T, now = new Date()): string {
      const expires = options.expiresInMs === undefined ? undefined : now.getTime() + options.expiresInMs;
      const body = Buffer.from(JSON.stringify({ data: payload, expires })).toString('base64url');
      return `${body}.${signatureOf(body)}`;
    },
    /** Why a token does not pass, for the callers that answer an expired one differently. */
    check,
    /** The payload of a genuine, unexpired token; undefined otherwise. */
    verify(token: string, now = new Date()): T | undefined {
      const result = check(token, now);
      return result.ok ? result.payload : undefined;
    },
  };
}
