import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import type { AppState } from './app-state';
import { securityHeadersMiddleware } from './security-headers';

async function headersOf(https: boolean, url = '/'): Promise<Headers> {
  const app = new Koa<AppState>();
  app.use(securityHeadersMiddleware({ https }));
  app.use((ctx) => {
    ctx.body = { ok: true };
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${url}`);
    return response.headers;
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe('securityHeadersMiddleware', () => {
  it('should send HSTS and upgrade-insecure-requests only when the site is served over HTTPS', async () => {
    const secure = await headersOf(true);
    expect(secure.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(secure.get('content-security-policy')).toContain('upgrade-insecure-requests');
    const plain = await headersOf(false);
    expect(plain.get('strict-transport-security')).toBeNull();
    expect(plain.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
  });

  it('should give API answers the short set, with HSTS only over HTTPS', async () => {
    const secure = await headersOf(true, '/api/health/');
    expect(secure.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(secure.get('cache-control')).toBe('no-store');
    expect(secure.get('x-content-type-options')).toBe('nosniff');
    expect(secure.get('x-frame-options')).toBe('DENY');
    expect(secure.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(secure.get('permissions-policy')).toBeNull();
    expect(secure.get('cross-origin-opener-policy')).toBeNull();
    const plain = await headersOf(false, '/api/health/');
    expect(plain.get('strict-transport-security')).toBeNull();
    expect(plain.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
