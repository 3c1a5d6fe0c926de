import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppState } from './app-state';
import { matchedRoute, setMatchedRoute } from './matched-route';
import { createWriteGeneration } from './read-cache';
import { sharedAnswerCacheControl, sharedAnswersMiddleware, sharedLifetimeMs } from './shared-answers';

describe('sharedLifetimeMs', () => {
  it('should read how long a shared cache may keep an answer, and refuse what it may not keep', () => {
    expect(sharedLifetimeMs(sharedAnswerCacheControl)).toBe(1000);
    expect(sharedLifetimeMs('public, max-age=60')).toBe(60_000);
    expect(sharedLifetimeMs('max-age=60, s-maxage=2')).toBe(2000);
    expect(sharedLifetimeMs('max-age=60')).toBeUndefined();
    expect(sharedLifetimeMs('public, max-age=0')).toBeUndefined();
    expect(sharedLifetimeMs('no-store')).toBeUndefined();
    expect(sharedLifetimeMs('private, s-maxage=5')).toBeUndefined();
    expect(sharedLifetimeMs('public, no-cache, s-maxage=5')).toBeUndefined();
    expect(sharedLifetimeMs('public, s-maxage=soon')).toBeUndefined();
  });
});

describe('sharedAnswersMiddleware', () => {
  const clock = { now: Date.parse('2027-01-01T07:00:00.000Z') };
  const writes = createWriteGeneration(() => new Date(clock.now));
  /** What the handler below answers, and how often it ran. */
  let answer: { status: number; cacheControl: string; body: string; setCookie?: string; fail?: boolean };
  let handled = 0;
  let route: string | undefined;
  let release: (() => void) | undefined;
  let origin: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const app = new Koa<AppState>();
    // The failing read below is expected: Koa answers 500 without printing it.
    app.silent = true;
    app.use(async (ctx, next) => {
      ctx.set('X-Request-Id', String(Math.random()));
      ctx.set('Cache-Control', 'no-store');
      // What the visitor's own middleware does above (a CSRF cookie renewed): hers, never kept.
      if (ctx.get('x-renew')) ctx.set('Set-Cookie', 'csrftoken=renewed');
      await next();
      route = matchedRoute(ctx);
    });
    app.use(sharedAnswersMiddleware({ paths: new Set(['/api/shared/']), writes, maxSharedBytes: 64 }));
    app.use(async (ctx) => {
      handled++;
      const fail = answer.fail;
      if (release) await new Promise<void>((resolve) => (release = resolve));
      if (fail) throw new Error('the read failed');
      setMatchedRoute(ctx, '/api/shared/');
      ctx.set('Cache-Control', answer.cacheControl);
      if (answer.setCookie) ctx.set('Set-Cookie', answer.setCookie);
      ctx.type = 'application/json';
      ctx.body = answer.body;
      ctx.status = answer.status;
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
    answer = { status: 200, cacheControl: sharedAnswerCacheControl, body: '{"name":"Коуч-сессия"}' };
    handled = 0;
    release = undefined;
    writes.advance();
  });

  const get = async (path = '/api/shared/?week=1', method = 'GET', headers: Record<string, string> = {}) => {
    const response = await fetch(origin + path, { method, headers });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };

  it('should send a shared answer again, with the same bytes and headers, without making it again', async () => {
    const first = await get();
    const second = await get();
    expect(handled).toBe(1);
    expect(second.text).toBe(first.text);
    expect(second.text).toBe('{"name":"Коуч-сессия"}');
    const headers = (response: typeof first) => [...response.headers].filter(([name]) => name !== 'x-request-id' && name !== 'date');
    expect(headers(second)).toEqual(headers(first));
    expect(second.headers.get('cache-control')).toBe(sharedAnswerCacheControl);
    // Each answer keeps its own request id, and the metrics still learn which route answered.
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(route).toBe('/api/shared/');
  });

  it('should make the answer again after a write through this process, after its second, and for another address', async () => {
    await get();
    writes.advance();
    await get();
    expect(handled).toBe(2);
    clock.now += 999;
    await get();
    expect(handled).toBe(2);
    clock.now += 2;
    await get();
    expect(handled).toBe(3);
    await get('/api/shared/?week=2');
    expect(handled).toBe(4);
  });

  it('should keep no answer that is not a shared 200 with small bytes and no cookie', async () => {
    const notKept = async (change: Partial<typeof answer>) => {
      answer = { ...answer, ...change };
      handled = 0;
      await get();
      await get();
      return handled;
    };
    expect(await notKept({ cacheControl: 'no-store' })).toBe(2);
    expect(await notKept({ cacheControl: 'private, max-age=60' })).toBe(2);
    expect(await notKept({ cacheControl: sharedAnswerCacheControl, status: 400 })).toBe(2);
    expect(await notKept({ status: 200, setCookie: 'csrftoken=x' })).toBe(2);
    expect(await notKept({ setCookie: undefined, body: JSON.stringify({ long: 'x'.repeat(64) }) })).toBe(2);
  });

  it('should keep an answer whose visitor got a cookie of her own above it, without that cookie', async () => {
    const renewed = await get('/api/shared/?week=1', 'GET', { 'x-renew': '1' });
    expect(renewed.headers.get('set-cookie')).toBe('csrftoken=renewed');
    const other = await get();
    expect(handled).toBe(1);
    expect(other.headers.get('set-cookie')).toBeNull();
    expect(other.text).toBe(renewed.text);
  });

  it('should keep nothing for other paths and other methods', async () => {
    await get('/api/other/');
    await get('/api/other/');
    await get('/api/shared/', 'HEAD');
    await get('/api/shared/', 'HEAD');
    expect(handled).toBe(4);
  });

  it('should make a shared answer once for requests that come together, and let each make its own when that one failed', async () => {
    release = () => {};
    const together = [get(), get(), get()];
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    const answers = await Promise.all(together);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(handled).toBe(1);

    writes.advance();
    handled = 0;
    answer.fail = true;
    release = () => {};
    const failing = [get(), get()];
    await new Promise((resolve) => setTimeout(resolve, 50));
    answer.fail = false;
    release();
    release = undefined;
    const outcomes = await Promise.all(failing);
    // The first request's own chain failed; the one that waited for it made its own answer.
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual([200, 500]);
    expect(handled).toBe(2);
  });
});
