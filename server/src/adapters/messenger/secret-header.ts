import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether a webhook's secret header matches, compared in constant time whatever its length. */
export const secretMatches = (given: string | undefined, secret: string): boolean => given !== undefined && timingSafeEqual(digest(given), digest(secret));
