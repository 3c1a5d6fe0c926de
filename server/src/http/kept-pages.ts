/**
 * The web app's pages kept ready to send, and the early answer that sends them.
 *
 * `staticWebMiddleware` prepares a page (its data fetched, rendered, compressed) and keeps it here
 * by its address under the one rule of kept reads (`read-cache.ts`). While a page is kept, a GET or
 * HEAD for its address is answered by `keptPagesMiddleware`, placed right after the request's
 * timing, id and metrics: nothing between there and the web app answers a page's address
 * differently (the session and CSRF renewal work on API paths only, the body parsers on unsafe
 * methods, /metrics and the site files on addresses no page is kept at), so the answer is the very
 * one the end of the chain would give, security headers included, without the chain.
 *
 * Each answer's headers (the security set with the page's policy, Vary, Cache-Control, ETag, type,
 * encoding) are worked out once per version of the page, encoding and cache rule, and set as they
 * are: the per-answer work is a look-up, the request's own cache rule (a session cookie makes the
 * page private) and If-None-Match.
 */
import type { Middleware, ParameterizedContext } from 'koa';
import type { Logger } from '../config/logger';
import type { AppState } from './app-state';
import { acceptedEncoding, etagOf, type EncodedBody, type Encoding } from './encoded-body';
import { clientWordsPageCacheControl, pageCacheControl, privatePageCacheControl, publicPageCacheControl } from './page-cache-control';
import { createReadCache, type ReadCache, type WriteGeneration } from './read-cache';
import { securityHeaderSets, withInlineScripts } from './security-headers';
import type { Stylesheet } from './page-stylesheets';

/** A page as it is sent: made and compressed once per version (see `server-renderer.ts`). */
export type ServedPage =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'html';
      status: number;
      body: EncodedBody;
      inlineScripts: readonly string[];
      /** The stylesheets the page links, held so they are served while the page is kept. */
      stylesheets: readonly Stylesheet[];
    };

type HtmlPage = Extract<ServedPage, { kind: 'html' }>;

/** The pages kept ready to send, by address (`ctx.url`). */
export type KeptPages = ReadCache<string, ServedPage>;

/** Pages kept ready to send: the public pages and the most visited articles; other addresses (`?utm_…`) take turns. */
const cachedPages = 24;

/**
 * How long past its second a kept page is still sent while it is prepared again behind the
 * requests (stale-while-revalidate, `read-cache.ts`): no visitor waits on a busy database, and
 * what another process wrote or the time changed shows within `sharedReadCacheMs` and this.
 */
export const keptPageStaleMs = 3000;

/**
 * The kept pages: each prepared again behind the requests once its second is over (a write
 * through this process still makes the next request wait for the new version); a refresh that
 * fails is logged, and the previous version is sent until the next request tries again.
 */
export function createKeptPages(writes: WriteGeneration, logger: Logger): KeptPages {
  return createReadCache<string, ServedPage>({
    generation: writes,
    maxEntries: cachedPages,
    refreshBehind: {
      staleMs: keptPageStaleMs,
      failed: (url, error) => logger.error({ err: error, url }, 'preparing a kept page again failed; its previous version is sent until the next try'),
    },
  });
}

/** One answer of a kept page, worked out once: its headers, and those of its body (left out of a 304). */
type PageAnswer = { status: number; headers: ReadonlyArray<readonly [string, string]>; bodyHeaders: ReadonlyArray<readonly [string, string]>; body: Buffer };

const encodings: readonly Encoding[] = ['br', 'gzip', 'identity'];
/** The rules `pageCacheControl` gives a page (anyone's, one showing clients' words, or a signed-in visitor's). */
const cacheControls: readonly string[] = [publicPageCacheControl, clientWordsPageCacheControl, privatePageCacheControl];

/** Answers of a page by encoding and cache rule, made when first asked and dropped with the page. */
function pageAnswers(securityHeaders: ReadonlyArray<readonly [string, string]>): (page: HtmlPage, encoding: Encoding, cacheControl: string) => PageAnswer {
  const made = new WeakMap<HtmlPage, Array<PageAnswer | undefined>>();
  const answerOf = (page: HtmlPage, encoding: Encoding, cacheControl: string): PageAnswer => {
    const bytes = page.body.forms[encoding];
    const headers = [
      ...securityHeaders.map(([name, value]): readonly [string, string] => [name, name.toLowerCase() === 'content-security-policy' ? withInlineScripts(value, page.inlineScripts) : value]),
      ['Vary', 'Accept-Encoding'] as const,
      ['Cache-Control', cacheControl] as const,
      ['ETag', etagOf(page.body, encoding)] as const,
    ];
    const bodyHeaders = [['Content-Type', page.body.type] as const, ...(encoding === 'identity' ? [] : [['Content-Encoding', encoding] as const])];
    return { status: page.status, headers, bodyHeaders, body: bytes };
  };
  return (page, encoding, cacheControl) => {
    const rule = cacheControls.indexOf(cacheControl);
    // A rule of none of these kinds (none today) is worked out each time rather than kept in another's place.
    if (rule < 0) return answerOf(page, encoding, cacheControl);
    let answers = made.get(page);
    if (!answers) {
      answers = [];
      made.set(page, answers);
    }
    return (answers[encodings.indexOf(encoding) * cacheControls.length + rule] ??= answerOf(page, encoding, cacheControl));
  };
}

/** The request asks for the page only if it changed (a browser's or a proxy's revalidation). */
const conditional = (ctx: ParameterizedContext): boolean => ctx.req.headers['if-none-match'] !== undefined || ctx.req.headers['if-modified-since'] !== undefined;

/**
 * Sends a kept page's answer as `sendEncoded` does (`encoded-body.ts`): 304 without a body when
 * If-None-Match names its ETag (2xx answers only), else the bytes; the headers go straight to the
 * response, each once.
 */
function send(ctx: ParameterizedContext, answer: PageAnswer): void {
  const response = ctx.res;
  ctx.status = answer.status;
  for (const [name, value] of answer.headers) response.setHeader(name, value);
  if (answer.status >= 200 && answer.status < 300 && conditional(ctx) && ctx.fresh) {
    ctx.status = 304;
    return;
  }
  for (const [name, value] of answer.bodyHeaders) response.setHeader(name, value);
  ctx.body = answer.body;
}

/**
 * Answers a GET or HEAD for a kept page at once (see the module's comment); every other request,
 * and a page not kept or not fresh, goes on down the chain to the web app, which keeps it.
 */
export function keptPagesMiddleware(options: { pages: KeptPages; https: boolean }): Middleware<AppState> {
  const answers = pageAnswers(securityHeaderSets({ https: options.https }).page);
  return (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const page = options.pages.peek(ctx.url);
    if (page?.kind !== 'html') return next();
    send(ctx, answers(page, acceptedEncoding(ctx), pageCacheControl(ctx)));
    return Promise.resolve();
  };
}
