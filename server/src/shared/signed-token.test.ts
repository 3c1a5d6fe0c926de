import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signedToken } from './signed-token';

const secret = 'secret-secret-secret';
const now = new Date('2026-11-28T10:00:00.000Z');
const links = signedToken({ purpose: 'download', schema: z.object({ purchaseId: z.string() }), secret, expiresInMs: 60_000 });

describe('signedToken', () => {
  it('should give back the payload of its own token until it expires', () => {
    const token = links.sign({ purchaseId: 'p1' }, now);
    expect(token).toMatch(/^[\w-]+\.[\w-]{43}$/);
    expect(links.verify(token, new Date(now.getTime() + 59_999))).toEqual({ purchaseId: 'p1' });
    expect(links.check(token, new Date(now.getTime() + 60_000))).toEqual({ ok: false, reason: 'expired' });
    expect(links.verify(token, new Date(now.getTime() + 60_000))).toBeUndefined();
  });

  it('should keep a token without expiry for a purpose without one', () => {
    const forever = signedToken({ purpose: 'unsubscribe', schema: z.string(), secret });
    expect(forever.verify(forever.sign('anna', now), new Date('2036-01-01T00:00:00.000Z'))).toBe('anna');
  });

  it('should refuse a token of another purpose or another secret', () => {
    const token = links.sign({ purchaseId: 'p1' }, now);
    expect(signedToken({ purpose: 'unsubscribe', schema: z.object({ purchaseId: z.string() }), secret, expiresInMs: 60_000 }).check(token, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(signedToken({ purpose: 'download', schema: z.object({ purchaseId: z.string() }), secret: 'another-secret-value', expiresInMs: 60_000 }).verify(token, now)).toBeUndefined();
  });

  it('should refuse a tampered token, however it was altered', () => {
    const [body = '', signature = ''] = links.sign({ purchaseId: 'p1' }, now).split('.');
    const altered = Buffer.from(JSON.stringify({ data: { purchaseId: 'p2' }, expires: now.getTime() + 60_000 })).toString('base64url');
    for (const token of [`${altered}.${signature}`, `${body}.${signature.slice(0, -1)}A`, body, `${body}.${signature}.x`, '', '.', 'a.b']) {
      expect(links.check(token, now), token).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('should refuse a genuine signature over a payload its schema rejects, or an expiry the purpose does not have', () => {
    const loose = signedToken({ purpose: 'download', schema: z.unknown(), secret, expiresInMs: 60_000 });
    expect(links.check(loose.sign({ purchaseId: 7 }, now), now)).toEqual({ ok: false, reason: 'invalid' });
    expect(links.check(loose.sign(null, now), now)).toEqual({ ok: false, reason: 'invalid' });
    const withoutExpiry = signedToken({ purpose: 'download', schema: z.object({ purchaseId: z.string() }), secret });
    expect(links.check(withoutExpiry.sign({ purchaseId: 'p1' }), now)).toEqual({ ok: false, reason: 'invalid' });
    expect(withoutExpiry.check(links.sign({ purchaseId: 'p1' }, now), now)).toEqual({ ok: false, reason: 'invalid' });
  });
});
