import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A uniformly random 5-digit code, leading zeros allowed. */
export const generateLoginCode = (): string => randomInt(0, 100_000).toString().padStart(5, '0');

/** Codes are short, so their hash is keyed with the app secret and the request id: a leaked table alone cannot be brute-forced. */
export const hashLoginCode = (secret: string, requestId: string, code: string): string =>
  createHmac('sha256', secret).update(`${requestId}:${code}`).digest('hex');

export const sameHash = (left: string, right: string): boolean => {
  const a = Buffer.from(left, 'hex');
  const b = Buffer.from(right, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
};

export const generateSessionToken = (): string => randomBytes(32).toString('base64url');

/** Session tokens are long and random, so a plain SHA-256 is enough to keep them out of the table. */
export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex');
