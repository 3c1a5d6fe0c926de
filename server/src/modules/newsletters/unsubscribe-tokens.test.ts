import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-tokens';

const secret = 'secret-secret-secret';

/** The signing of unsubscribe-tokens.ts before the signed-token helper: the links in mails sent until then. */
const legacyToken = (recipientId: string) =>
  `${Buffer.from(recipientId).toString('base64url')}.${createHmac('sha256', secret).update(`unsubscribe:${recipientId}`).digest('base64url').slice(0, 32)}`;

describe('unsubscribe tokens', () => {
  it('should read the recipient of a new token, and of a link mailed before the helper', () => {
    expect(readUnsubscribeToken(secret, unsubscribeToken(secret, 'guest:p1'))).toBe('guest:p1');
    expect(readUnsubscribeToken(secret, legacyToken('guest:p1'))).toBe('guest:p1');
    // A link from a newsletter sent before the helper, computed with the old code.
    expect(readUnsubscribeToken(secret, 'Z3Vlc3Q6cDE.-x-Ie_cVVMWCQRpdlpS-j8VzkPYC_4Ni')).toBe('guest:p1');
    expect(unsubscribeToken(secret, 'guest:p1')).not.toBe(legacyToken('guest:p1'));
  });

  it('should refuse a forged or altered token of either format', () => {
    const [encoded, signature] = legacyToken('guest:p1').split('.');
    expect(readUnsubscribeToken(secret, `${Buffer.from('guest:p2').toString('base64url')}.${signature}`)).toBeUndefined();
    expect(readUnsubscribeToken(secret, `${encoded}.forged`)).toBeUndefined();
    expect(readUnsubscribeToken('another-secret-value', unsubscribeToken(secret, 'guest:p1'))).toBeUndefined();
    expect(readUnsubscribeToken(secret, `${unsubscribeToken(secret, 'guest:p1').split('.')[0]}.${signature}`)).toBeUndefined();
  });
});
