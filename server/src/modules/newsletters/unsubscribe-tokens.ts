import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { sameText, signedToken } from '../../shared/signed-token';

/** Unsubscribe links never expire: a newsletter stays in the mailbox for years. */
const unsubscribeTokens = (secret: string) => signedToken({ purpose: 'unsubscribe', schema: z.string().min(1), secret });

/**
 * The `uuid` of an unsubscribe link: the recipient's id (a client's account id, or a guest's
 * `guest:{purchaseId}`, see `subscribers.ts`), signed, so links cannot be guessed.
 */
export function unsubscribeToken(secret: string, recipientId: string): string {
  return unsubscribeTokens(secret).sign(recipientId);
}

/** The recipient an unsubscribe token names, or undefined when it is not one of ours. */
export function readUnsubscribeToken(secret: string, token: string): string | undefined {
  return unsubscribeTokens(secret).verify(token) ?? readLegacyUnsubscribeToken(secret, token);
}

/**
 * The format before the signed-token helper (`base64url(id).HMAC(secret, "unsubscribe:"+id)[:32]`),
 * in every newsletter and welcome letter sent until then. Those links never expire, so this stays
 * as long as such mails may still be clicked: no end date.
 */
function readLegacyUnsubscribeToken(secret: string, token: string): string | undefined {
  const [encoded = '', given = ''] = token.split('.');
  const recipientId = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = createHmac('sha256', secret).update(`unsubscribe:${recipientId}`).digest('base64url').slice(0, 32);
  return recipientId && sameText(given, expected) ? recipientId : undefined;
}

/** Where mail providers post a one-click unsubscribe (RFC 8058); the app exempts it from CSRF. */
export const oneClickUnsubscribePath = '/api/unsubscribe/one-click/';

/**
 * A recipient's ways out of the newsletter: the page the link in the mail opens, and the one-click
 * address of the `List-Unsubscribe` header, which a provider posts to and a GET never triggers.
 */
export function unsubscribeLinks(input: { appSecret: string; publicUrl: string; recipientId: string }) {
  const uuid = encodeURIComponent(unsubscribeToken(input.appSecret, input.recipientId));
  return {
    pageUrl: `${input.publicUrl}/user-unsubscribe?uuid=${uuid}`,
    oneClickUrl: `${input.publicUrl}${oneClickUnsubscribePath}?uuid=${uuid}`,
  };
}
