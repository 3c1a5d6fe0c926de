import { createHash, createHmac } from 'node:crypto';

/**
 * A certificate's code: 12 characters in three groups (`K7QM-2XPA-9HTD`) from an alphabet without
 * the look-alikes 0/O and 1/I, so it can be read off paper and typed (60 bits: not guessable within
 * the redeem limit). It is derived from the certificate's id with the app's secret, so it is never
 * stored: the events and the read model keep only its hash, which a typed code is looked up by.
 */
const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const codeLength = 12;

/** The code of a certificate, grouped by four. */
export function giftCertificateCode(appSecret: string, certificateId: string): string {
  const digest = createHmac('sha256', appSecret).update(`gift-certificate:${certificateId}`).digest();
  const characters = [...digest.subarray(0, codeLength)].map((byte) => alphabet[byte % alphabet.length]).join('');
  return characters.match(/.{4}/g)?.join('-') ?? characters;
}

/** A typed code as the hash is made of: capitals without spaces and dashes; null when it cannot be a code. */
export function normalizeGiftCertificateCode(typed: string): string | null {
  const characters = typed.toUpperCase().replace(/[\s-]/g, '');
  return characters.length === codeLength && [...characters].every((character) => alphabet.includes(character)) ? characters : null;
}

/** What the read model looks a code up by. */
export const giftCertificateCodeHash = (code: string): string => createHash('sha256').update(normalizeGiftCertificateCode(code) ?? code).digest('hex');

/** «K7QM-····-····»: the back office shows only the first group. */
export const maskedGiftCertificateCode = (code: string): string => `${code.slice(0, 4)}-····-····`;
