import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import type { AppState } from './app-state';
import { securityHeadersMiddleware } from './security-headers';

async function headersOf(https: boolean): Promise<Headers> {
  const app = new Koa<AppState>();
  app.use(securityHeadersMiddleware({ https }));
  app.use((ctx) => {
    ctx.body = { ok: true };
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
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
});
