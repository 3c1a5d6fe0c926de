import { request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../config/logger';
import type { AppState } from './app-state';
import { encodeBody, sendEncoded, type EncodedBody } from './encoded-body';
import { createKeptPages, keptPageStaleMs, keptPagesMiddleware, type ServedPage } from './kept-pages';
import { pageCacheControl, privatePageCacheControl, publicPageCacheControl } from './page-cache-control';
import { createWriteGeneration } from './read-cache';
import { securityHeadersMiddleware, withInlineScripts } from './security-headers';

const inlineScript = "document.documentElement.dataset.scheme = 'light';";

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

const htmlPage = (body: EncodedBody): ServedPage => ({ kind: 'html', status: 200, body, inlineScripts: [inlineScript], stylesheets: [] });
/** Another version of a page, as the web app prepares it once its data changed. */
const newerVersion = async () => htmlPage(await encodeBody(Buffer.from('<!doctype html><title>Страница</title><p>Новая версия.</p>'), 'text/html; charset=utf-8'));

describe('keptPagesMiddleware', () => {
  const clock = { now: Date.parse('2027-01-01T07:00:00.000Z') };
  const writes = createWriteGeneration(() => new Date(clock.now));
  let body: EncodedBody;
  /** What the web app at the end of the chain keeps for an address, and how often the chain reached it. */
  let page: ServedPage;
  /** How the web app prepares a page (the page above, unless a test makes it slow or fail), and how many times it did. */
  let prepare: () => Promise<ServedPage>;
  let preparations = 0;
  let reachedTheWebApp = 0;
  let logLines: string[] = [];
  let origin: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    body = await encodeBody(Buffer.from(`<!doctype html><title>Страница</title><script>${inlineScript}</script>${'<p>Текст страницы.</p>'.repeat(500)}`), 'text/html; charset=utf-8');
    const pages = createKeptPages(writes, createLogger('info', { write: (line: string) => void logLines.push(line) }));
    const app = new Koa<AppState>();
    let requests = 0;
    app.use((ctx, next) => {
      ctx.set('X-Request-Id', `request-${++requests}`);
      return next();
    });
    app.use(keptPagesMiddleware({ pages, https: false }));
    app.use(securityHeadersMiddleware({ https: false }));
    // What `staticWebMiddleware` does with a page it keeps.
    app.use(async (ctx) => {
      reachedTheWebApp++;
      const served = await pages.get(ctx.url, () => {
        preparations++;
        return prepare();
      });
      if (served.kind === 'redirect') {
        ctx.status = served.status;
        ctx.redirect(served.location);
        return;
      }
      ctx.set('Content-Security-Policy', withInlineScripts(ctx.response.get('Content-Security-Policy'), served.inlineScripts));
      sendEncoded(ctx, served.body, { status: served.status, cacheControl: pageCacheControl(ctx) });
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  });
  afterAll(async () => {
    await close?.();
  });
  beforeEach(() => {
    page = htmlPage(body);
    prepare = async () => page;
    preparations = 0;
    reachedTheWebApp = 0;
    logLines = [];
    writes.advance();
  });

  const ask = (path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const asked = request(origin + path, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      });
      asked.on('error', reject);
      asked.end();
    });

  /** Every header but the request's own id and the date, as the client got them. */
  const headersOf = (answer: Answer) => Object.entries(answer.headers).filter(([name]) => name !== 'x-request-id' && name !== 'date');

  const chromium = { 'accept-encoding': 'gzip, deflate, br, zstd' };

  it('should send a kept page again, with the headers and bytes the web app gave, without the chain', async () => {
    for (const headers of [chromium, { 'accept-encoding': 'gzip' }, {}, { ...chromium, cookie: 'sessionid=a-session' }]) {
      writes.advance();
      reachedTheWebApp = 0;
      const first = await ask('/about', headers);
      const again = await ask('/about', headers);
      expect(reachedTheWebApp).toBe(1);
      expect(again.status).toBe(200);
      expect(headersOf(again)).toEqual(headersOf(first));
      expect(again.body.equals(first.body)).toBe(true);
      expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    }
    expect((await ask('/about', chromium)).headers['cache-control']).toBe(publicPageCacheControl);
    expect((await ask('/about', { ...chromium, cookie: 'sessionid=a-session' })).headers['cache-control']).toBe(privatePageCacheControl);
    expect((await ask('/about', chromium)).headers['content-security-policy']).toContain("'sha256-");
    expect(reachedTheWebApp).toBe(1);
  });

  it('should answer a HEAD and a matching If-None-Match as the web app does', async () => {
    const first = await ask('/', chromium);
    const head = await ask('/', chromium, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(headersOf(head)).toEqual(headersOf(first));
    const notModified = await ask('/', { ...chromium, 'if-none-match': first.headers.etag ?? '' });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(first.headers.etag);
    expect(notModified.headers['content-type']).toBeUndefined();
    expect(notModified.headers['content-encoding']).toBeUndefined();
    // A reload asks again whatever the ETag; another form's ETag does not match.
    expect((await ask('/', { ...chromium, 'if-none-match': first.headers.etag ?? '', 'cache-control': 'no-cache' })).status).toBe(200);
    expect((await ask('/', { 'accept-encoding': 'gzip', 'if-none-match': first.headers.etag ?? '' })).status).toBe(200);
    expect(reachedTheWebApp).toBe(1);
  });

  it('should keep a page’s status, and answer 304 only to a success', async () => {
    page = { ...page, status: 404 };
    const first = await ask('/missing', chromium);
    const again = await ask('/missing', { ...chromium, 'if-none-match': first.headers.etag ?? '' });
    expect([first.status, again.status]).toEqual([404, 404]);
    expect(again.body.equals(first.body)).toBe(true);
    expect(reachedTheWebApp).toBe(1);
  });

  it('should leave to the chain a page not kept, one kept before a write or more than a second ago, a redirect and other methods', async () => {
    await ask('/', chromium);
    writes.advance();
    await ask('/', chromium);
    clock.now += 1001;
    await ask('/', chromium);
    expect(reachedTheWebApp).toBe(3);
    await ask('/', chromium, 'POST');
    expect(reachedTheWebApp).toBe(4);
    page = { kind: 'redirect', status: 301, location: '/' };
    const moved = [await ask('/old', chromium), await ask('/old', chromium)];
    expect(moved.map((answer) => answer.status)).toEqual([301, 301]);
    expect(reachedTheWebApp).toBe(6);
  });

  it('should send the previous version at once while the page is prepared again behind the requests, once at a time', async () => {
    await ask('/blog', chromium);
    const previous = await ask('/blog', chromium);
    const newer = await newerVersion();
    let finish: () => void = () => {};
    prepare = () => new Promise((resolve) => (finish = () => resolve(newer)));
    clock.now += 1001;
    const during = await Promise.all([ask('/blog', chromium), ask('/blog', chromium), ask('/blog', chromium)]);
    for (const answer of during) expect(answer.body.equals(previous.body)).toBe(true);
    expect(preparations).toBe(2);
    finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const after = await ask('/blog', { 'accept-encoding': 'identity' });
    expect(after.body.toString()).toContain('Новая версия.');
    expect(preparations).toBe(2);
  });

  it('should log a failed preparation with its address and send the previous version until the next try', async () => {
    await ask('/articles/1', chromium);
    const previous = await ask('/articles/1', chromium);
    prepare = () => Promise.reject(new Error('database busy'));
    clock.now += 1001;
    expect((await ask('/articles/1', chromium)).body.equals(previous.body)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(logLines.map((line) => JSON.parse(line) as { level: number; url: string; err: { message: string } })).toEqual([
      expect.objectContaining({ level: 50, url: '/articles/1', err: expect.objectContaining({ message: 'database busy' }) }),
    ]);
    prepare = async () => page;
    expect((await ask('/articles/1', chromium)).status).toBe(200);
    expect(preparations).toBe(3);
  });

  it('should wait for a new version once the previous one is more than its stale time past its second', async () => {
    await ask('/about', chromium);
    const newer = await newerVersion();
    prepare = async () => newer;
    clock.now += 1000 + keptPageStaleMs;
    expect((await ask('/about', { 'accept-encoding': 'identity' })).body.toString()).toContain('Новая версия.');
  });
});
