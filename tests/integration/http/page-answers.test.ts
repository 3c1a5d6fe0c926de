import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientWordsPageCacheControl, privatePageCacheControl, publicPageCacheControl } from '../../../server/src/http/page-cache-control';
import { loginSessionPolicy } from '../../../server/src/modules/auth/login-sessions';
import { chromiumEncodings as chromium, decodedBody as decoded, plainGet as ask } from '../../support/plain-get';
import { standInInlineScript as inlineScript, writeStandInWeb } from '../../support/stand-in-web';
import { startTestApp, type TestApp } from '../../support/test-app';

describe('the answers of the web app pages', () => {
  let folder: string;
  let app: TestApp;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'coach-page-answers-'));
    app = await startTestApp({ backend: 'embedded', webRoot: await writeStandInWeb(folder) });
  });
  afterAll(async () => {
    await app?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('should send the same page compressed as the browser accepts, each form with its own strong ETag', async () => {
    const forms = await Promise.all([chromium, { 'accept-encoding': 'gzip' }, { 'accept-encoding': 'identity' }, {}].map((headers) => ask(`${app.baseUrl}/`, headers)));
    expect(forms.map((answer) => answer.headers['content-encoding'])).toEqual(['br', 'gzip', undefined, undefined]);
    const texts = forms.map(decoded);
    expect(new Set(texts).size).toBe(1);
    expect(texts[0]).toContain('<title>Страница</title>');
    expect(forms[0]!.body.length).toBeLessThan(forms[2]!.body.length / 10);
    const etags = forms.map((answer) => answer.headers.etag);
    expect(etags.every((etag) => etag !== undefined && /^"[\w-]{22}(-br|-gzip)?"$/.test(etag))).toBe(true);
    expect(new Set(etags.slice(0, 3)).size).toBe(3);
    expect(etags[3]).toBe(etags[2]);
    expect(forms.every((answer) => answer.headers.vary === 'Accept-Encoding')).toBe(true);
  });

  it('should let a shared cache keep an anonymous visitor’s page and answer 304 to its ETag', async () => {
    const first = await ask(`${app.baseUrl}/`, chromium);
    expect(first.status).toBe(200);
    // The landing shows clients' testimonials: kept briefly, never stale (the other pages: `publicPageCacheControl`).
    expect(first.headers['cache-control']).toBe(clientWordsPageCacheControl);
    expect(publicPageCacheControl).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/);
    expect(first.headers['set-cookie']).toBeUndefined();
    const again = await ask(`${app.baseUrl}/`, { ...chromium, 'if-none-match': first.headers.etag ?? '' });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    // Another form's ETag does not match this one.
    const other = await ask(`${app.baseUrl}/`, { 'accept-encoding': 'gzip', 'if-none-match': first.headers.etag ?? '' });
    expect(other.status).toBe(200);
  });

  it('should mark the page of a visitor with a session cookie private', async () => {
    const signedIn = await ask(`${app.baseUrl}/`, { ...chromium, cookie: `${loginSessionPolicy.cookieName}=some-session` });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers['cache-control']).toBe(privatePageCacheControl);
    expect(privatePageCacheControl).toMatch(/\bprivate\b/);
  });

  it('should allow the page’s inline script by its hash, and no other inline script or style', async () => {
    const answer = await ask(`${app.baseUrl}/`, chromium);
    const policy = [answer.headers['content-security-policy'] ?? ''].flat().join(', ');
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1]?.split(' ');
    const hash = createHash('sha256').update(inlineScript).digest('base64');
    expect(scriptSrc).toEqual(["'self'", 'https://yookassa.ru', `'sha256-${hash}'`]);
    expect(policy).not.toMatch(/'unsafe-inline'|'nonce-/);
  });

  it('should send the page’s styles as immutable stylesheets, the shared one the same for every page', async () => {
    const links = async (url: string) => [...decoded(await ask(url, chromium)).matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((match) => match[1]!);
    const landing = await links(`${app.baseUrl}/`);
    const missing = await links(`${app.baseUrl}/missing`);
    expect(landing).toHaveLength(2);
    expect(missing[0]).toBe(landing[0]);
    expect(missing[1]).not.toBe(landing[1]);
    const sheet = await ask(`${app.baseUrl}${landing[1]}`, chromium);
    expect(sheet.status).toBe(200);
    expect(sheet.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(sheet.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decoded(sheet)).toBe('.css-page{color:red}');
    expect((await ask(`${app.baseUrl}/assets/styles/AAAAAAAAAAAAAAAAAAAAAA.css`)).status).toBe(404);
  });

  it('should keep a page’s status with its cached bytes, and answer 304 only to a success', async () => {
    const missing = await ask(`${app.baseUrl}/missing`, chromium);
    expect(missing.status).toBe(404);
    expect((await ask(`${app.baseUrl}/missing`, { ...chromium, 'if-none-match': missing.headers.etag ?? '' })).status).toBe(404);
  });
});
