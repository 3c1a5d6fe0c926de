/**
 * How long the answers of the web app's pages may be kept, and by whom. A page is the same for
 * every visitor (rendered without cookies), so an anonymous visitor's answer may be kept by a
 * shared cache (the reverse proxy, a CDN) for a minute, served stale for a while longer while it
 * asks again and for a day while the app does not answer; browsers always ask again (`max-age=0`),
 * cheaply with the ETag (304). A page that shows clients' words (the landing's testimonials) is
 * kept only briefly and never served stale: a withdrawn consent, the coach's hide or an erased
 * account takes the words off every cache within `clientWordsMaxAgeSeconds`. A visitor who sends a
 * session cookie gets the same bytes marked private: no shared cache keeps an answer to a signed-in
 * request, whatever the proxy makes of its cookies.
 */
import type { ParameterizedContext } from 'koa';
import { readLoginSessionToken } from '../modules/auth/login-session-cookie';
import { paths } from '../shared/site-paths';
import type { AppState } from './app-state';

/** What a shared cache may serve without asking: a minute, as long as the kept reads of several web processes (sharedReadCacheMs) are far shorter. */
const sharedMaxAgeSeconds = 60;
/** Served stale while the proxy asks again in the background: a burst never waits on the server. */
const staleWhileRevalidateSeconds = 600;
/** Served stale while the app is away (an error, a timeout, a 502–504): a day, as the proxy drops a page an hour without a visit anyway. */
const staleIfErrorSeconds = 86_400;
/** How long a page showing clients' words may be kept, stale never: the bound on a withdrawn testimonial staying in a shared cache. */
export const clientWordsMaxAgeSeconds = 10;

export const publicPageCacheControl = `public, max-age=0, s-maxage=${sharedMaxAgeSeconds}, stale-while-revalidate=${staleWhileRevalidateSeconds}, stale-if-error=${staleIfErrorSeconds}`;
export const clientWordsPageCacheControl = `public, max-age=0, s-maxage=${clientWordsMaxAgeSeconds}`;
export const privatePageCacheControl = 'private, no-cache';

/** The pages that show clients' testimonials (the landing's «Отзывы», with their Review data), whatever their query. */
const pagesShowingClientWords: ReadonlySet<string> = new Set([paths.landing]);

/** A request without any cookie has no session cookie either: its Cookie header is not parsed. */
export const pageCacheControl = (ctx: ParameterizedContext<AppState>): string => {
  if (ctx.req.headers.cookie !== undefined && readLoginSessionToken(ctx) !== undefined) return privatePageCacheControl;
  return pagesShowingClientWords.has(ctx.path) ? clientWordsPageCacheControl : publicPageCacheControl;
};
