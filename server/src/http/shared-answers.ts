/**
 * Answers the same for every visitor, kept ready to send for a moment, as a CDN in front of the
 * API would keep them: the public reads the contract marks `x-shared-answer` (the consultation
 * types, the booked slots, the free days, the articles, the product types, the practice's details)
 * are asked on every visit, by everyone, and answered alike.
 *
 * An answer is kept when it says a shared cache may keep it (`Cache-Control` with `public` or
 * `s-maxage`, neither `private` nor `no-store`), it is a 200 to a GET, its body is bytes or text
 * under `maxSharedBytes` (below the compression threshold, so no visitor would have had it
 * compressed), and the making of it set no cookie (one the visitor's own middleware set above is
 * hers, and is not kept with the answer). It is kept by its address under the one rule of kept reads
 * (`read-cache.ts`): never across a write through this process, and for at most its own freshness
 * lifetime, at most `sharedReadCacheMs`.
 *
 * The middleware sits after everything that belongs to the visitor (her session, her CSRF cookie's
 * renewal, the security headers, the request's id and log line) and before everything that only
 * makes the answer (compression, body parsing, routing, validation, the handler), so a kept answer
 * skips only what would have made the same bytes again.
 */
import type { Middleware, ParameterizedContext } from 'koa';
import type { AppState } from './app-state';
import { isApiPath } from './api-path';
import { matchedRoute, setMatchedRoute } from './matched-route';
import { createReadCache, sharedReadCacheMs, type WriteGeneration } from './read-cache';

/** What an operation marked `x-shared-answer` says when it says nothing more itself: keep it for a second, browsers ask again. */
export const sharedAnswerCacheControl = `public, max-age=0, s-maxage=${sharedReadCacheMs / 1000}`;

/** An answer as it is sent again: the headers the chain set after this middleware, the bytes, and the route that answered (for the metrics). */
export type SharedAnswer = { headers: ReadonlyArray<readonly [string, string]>; body: Buffer; route: string | undefined; keptUntil: number };

/** Addresses kept at most (a period of the calendar, an article each); the least recently used goes first. */
const keptAddresses = 128;

/** How long a shared cache may keep the answer, in ms, from its Cache-Control; undefined when it may not. */
export function sharedLifetimeMs(cacheControl: string): number | undefined {
  const directives = new Map(
    cacheControl
      .toLowerCase()
      .split(',')
      .map((directive) => {
        const [name = '', value] = directive.trim().split('=');
        return [name, value] as const;
      }),
  );
  if (directives.has('private') || directives.has('no-store') || directives.has('no-cache')) return undefined;
  const sMaxAge = directives.get('s-maxage');
  const lifetime = sMaxAge ?? (directives.has('public') ? directives.get('max-age') : undefined);
  const seconds = Number(lifetime);
  return lifetime !== undefined && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

type HeaderSnapshot = Map<string, string>;

const headerSnapshot = (ctx: ParameterizedContext): HeaderSnapshot => {
  const snapshot = new Map<string, string>();
  for (const [name, value] of Object.entries(ctx.response.headers)) {
    if (value !== undefined) snapshot.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  return snapshot;
};

/** The answer the chain gave, if it may be shared: see the module's comment. */
function shareable(ctx: ParameterizedContext, before: HeaderSnapshot, now: number, maxBytes: number): SharedAnswer | undefined {
  if (ctx.status !== 200 || ctx.response.get('Content-Encoding')) return undefined;
  // Only what the chain after this middleware set or changed: the rest every request gets on its own way here.
  const headers = [...headerSnapshot(ctx)].filter(([name, value]) => name !== 'content-length' && before.get(name) !== value);
  // A cookie the answer sets makes it someone's own (a cookie renewed above belongs to this request only, and is not kept).
  if (headers.some(([name]) => name === 'set-cookie')) return undefined;
  const lifetime = sharedLifetimeMs(ctx.response.get('Cache-Control'));
  if (lifetime === undefined) return undefined;
  const body: unknown = ctx.body;
  const bytes = Buffer.isBuffer(body) ? body : typeof body === 'string' ? Buffer.from(body) : undefined;
  if (!bytes || bytes.length >= maxBytes) return undefined;
  // The read cache itself keeps nothing past `sharedReadCacheMs`; an answer that may be kept less says so here.
  return { headers, body: bytes, route: matchedRoute(ctx), keptUntil: now + lifetime };
}

function send(ctx: ParameterizedContext, answer: SharedAnswer): void {
  for (const [name, value] of answer.headers) ctx.set(name, value);
  ctx.body = answer.body;
  ctx.status = 200;
  setMatchedRoute(ctx, answer.route);
}

/**
 * Keeps the answers of the operations at `paths` (the contract's `x-shared-answer` operations, whose
 * paths have no parameters): only a request for one of them is looked up, every other one passes.
 */
export function sharedAnswersMiddleware(options: { paths: ReadonlySet<string>; writes: WriteGeneration; maxSharedBytes: number }): Middleware<AppState> {
  for (const path of options.paths) if (!isApiPath(path) || path.includes('{')) throw new Error(`A shared answer needs a fixed API path: ${path}`);
  const answers = createReadCache<string, SharedAnswer | undefined>({
    generation: options.writes,
    maxEntries: keptAddresses,
    validUntil: (answer) => answer.keptUntil,
  });
  return async (ctx, next) => {
    if (ctx.method !== 'GET' || !options.paths.has(ctx.path)) {
      await next();
      return;
    }
    let ranTheChain = false;
    const answer = await answers
      .get(ctx.url, async () => {
        ranTheChain = true;
        const before = headerSnapshot(ctx);
        await next();
        return shareable(ctx, before, options.writes.now(), options.maxSharedBytes);
      })
      // Another request's chain failed: this one runs its own (its error, if any, is its own).
      .catch((error: unknown) => {
        if (ranTheChain) throw error;
        return undefined;
      });
    if (ranTheChain) return;
    if (answer) send(ctx, answer);
    else await next();
  };
}
