import { createHmac, timingSafeEqual } from 'node:crypto';

const signature = (secret: string, recipientId: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${recipientId}`).digest('base64url').slice(0, 32);

/**
 * The `uuid` of an unsubscribe link: the recipient's id (a client's account id, or a guest's
 * `guest:{purchaseId}`, see `subscribers.ts`) and a signature, so links cannot be guessed.
 */
export function unsubscribeToken(secret: string, recipientId: string): string {
  return `${Buffer.from(recipientId).toString('base64url')}.${signature(secret, recipientId)}`;
}

/** The recipient an unsubscribe token names, or undefined when it is not one of ours. */
export function readUnsubscribeToken(secret: string, token: string): string | undefined {
  const [encoded, given] = token.split('.');
  if (!encoded || !given) return undefined;
  const recipientId = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(signature(secret, recipientId));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? recipientId : undefined;
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
