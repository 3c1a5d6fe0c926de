import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedAnswerCacheControl } from '../../../server/src/http/shared-answers';
import { startTestApp, type TestApp } from '../../support/test-app';
import { checkedFetch } from '../../support/contract-answers';

// Headers are set by the HTTP layer whatever the backend: the embedded one suffices.
describe('security headers', () => {
  let app: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'coach-web-'));
    // What `vite build` writes: no nonce anywhere.
    await writeFile(
      path.join(webRoot, 'index.html'),
      '<!doctype html><html><head><!--app-head--><script type="module" crossorigin src="/assets/app.js"></script></head><body><div id="root"><!--app-html--></div></body></html>',
    );
    app = await startTestApp({ backend: 'embedded', webRoot });
  });
  afterAll(async () => {
    await app?.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  const directives = (csp: string | null) =>
    new Map((csp ?? '').split(';').map((part) => part.trim().split(/\s+/)).map(([name = '', ...values]) => [name, values]));

  it.each(['/', '/lk', '/buy-success/00000000-0000-4000-8000-000000000000'])('should send them with the page %s', async (url) => {
    const response = await checkedFetch(new URL(url, app.baseUrl));
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    // No build of the server renderer here: the pages are the app shell, with no inline script.
    expect(csp.get('script-src')).toEqual(["'self'", 'https://yookassa.ru']);
    // Emotion's empty style elements (the SHA-256 of no text), nothing else inline.
    expect(csp.get('style-src')).toEqual(["'self'", "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"]);
    expect([...csp.values()].flat().filter((source) => source.startsWith("'nonce-"))).toEqual([]);
    expect(csp.get('frame-src')).toContain('https://yookassa.ru');
    expect([...csp.values()].flat()).not.toContain("'unsafe-inline'");
    expect([...csp.values()].flat()).not.toContain("'unsafe-eval'");
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // PUBLIC_URL is http here: no HSTS.
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  // OWASP's REST set: an API answer runs no script and loads nothing, so it needs no document policies.
  it.each(['/api/health/', '/api/no-such-call/', '/api/dictionary/consultationType/'])('should send the API set with %s', async (url) => {
    const response = await checkedFetch(new URL(url, app.baseUrl));
    const csp = directives(response.headers.get('content-security-policy'));
    expect([...csp.keys()]).toEqual(['default-src', 'frame-ancestors']);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    // Nothing is kept, but a public read's answer the contract marks as the same for everyone (`x-shared-answer`).
    expect(response.headers.get('cache-control')).toBe(url.startsWith('/api/dictionary/') ? sharedAnswerCacheControl : 'no-store');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('should give every answer of a page the same policy and bytes, with no nonce in either', async () => {
    const answers = [await checkedFetch(new URL('/lk', app.baseUrl)), await checkedFetch(new URL('/lk', app.baseUrl))];
    const [first, second] = await Promise.all(answers.map((response) => response.text()));
    expect(first).not.toMatch(/nonce|csp-nonce|__CSP_NONCE__/);
    expect(second).toBe(first);
    expect(answers[1]!.headers.get('content-security-policy')).toBe(answers[0]!.headers.get('content-security-policy'));
    expect(answers[0]!.headers.get('content-security-policy')).not.toContain('nonce');
  });
});
