import { describe, expect, it } from 'vitest';
import { isWelcomeSeriesLink } from './unsubscribe-page';

// The token as the server signs it: the recipient in base64url, a dot, the signature.
const token = (recipient: string) => `${btoa(recipient).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.c2lnbmF0dXJl`;

describe('the unsubscribe link', () => {
  it('should tell a welcome-series letter’s link from a newsletter’s', () => {
    expect(isWelcomeSeriesLink(token('welcome:guest:3f0c2b4e-8a51-4d1e-9b7a-2c5d6e7f8a90'))).toBe(true);
    expect(isWelcomeSeriesLink(token('welcome:a1b2c3'))).toBe(true);
    expect(isWelcomeSeriesLink(token('guest:3f0c2b4e-8a51-4d1e-9b7a-2c5d6e7f8a90'))).toBe(false);
    expect(isWelcomeSeriesLink(token('a1b2c3'))).toBe(false);
    expect(isWelcomeSeriesLink('не токен')).toBe(false);
  });
});
