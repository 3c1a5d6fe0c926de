import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signDownloadToken, verifyDownloadToken } from './download-links';

const now = new Date('2026-11-22T10:00:00.000Z');

describe('download links', () => {
  it('should accept its own token until it expires', () => {
    const token = signDownloadToken('secret-secret-secret', { purchaseId: 'p1', typeId: 1 }, now);
    expect(verifyDownloadToken('secret-secret-secret', token, new Date('2026-11-29T09:59:00.000Z'))).toMatchObject({ ok: true, claims: { purchaseId: 'p1', typeId: 1 } });
    expect(verifyDownloadToken('secret-secret-secret', token, new Date('2026-11-29T10:00:01.000Z'))).toEqual({ ok: false, reason: 'expired' });
  });

  it('should refuse a token signed with another secret or altered', () => {
    const token = signDownloadToken('secret-secret-secret', { purchaseId: 'p1', typeId: 1 }, now);
    expect(verifyDownloadToken('another-secret-value', token, now)).toEqual({ ok: false, reason: 'invalid' });
    const [payload, signature] = token.split('.');
    const altered = Buffer.from(JSON.stringify({ p: 'p2', t: 1, e: Date.now() + 1e9 })).toString('base64url');
    expect(verifyDownloadToken('secret-secret-secret', `${altered}.${signature}`, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyDownloadToken('secret-secret-secret', payload!, now)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('download links mailed before the signed-token helper', () => {
  /** The signing of download-links.ts before the helper, kept here as the fixture of the old format. */
  const legacyToken = (secret: string, claims: { purchaseId: string; typeId: number }, issuedAt: Date) => {
    const payload = Buffer.from(JSON.stringify({ p: claims.purchaseId, t: claims.typeId, e: issuedAt.getTime() + 7 * 86_400_000 })).toString('base64url');
    return `${payload}.${createHmac('sha256', secret).update(`download:${payload}`).digest('base64url')}`;
  };

  it('should still open until they expire, while new links are issued in the new format', () => {
    const token = legacyToken('secret-secret-secret', { purchaseId: 'p1', typeId: 1 }, now);
    expect(verifyDownloadToken('secret-secret-secret', token, new Date('2026-11-29T09:59:00.000Z'))).toEqual({ ok: true, claims: { purchaseId: 'p1', typeId: 1 } });
    expect(verifyDownloadToken('secret-secret-secret', token, new Date('2026-11-29T10:00:01.000Z'))).toEqual({ ok: false, reason: 'expired' });
    expect(verifyDownloadToken('another-secret-value', token, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(signDownloadToken('secret-secret-secret', { purchaseId: 'p1', typeId: 1 }, now)).not.toBe(token);
  });
});
