/**
 * How long the answers of the web app's pages may be kept, and by whom. A page is the same for
 * every visitor (rendered without cookies), so an anonymous visitor's answer may be kept by a
 * shared cache (the reverse proxy, a CDN) for a minute and served stale for a while longer while
 * it asks again; browsers always ask again (`max-age=0`), cheaply with the ETag (304). A visitor
 * who sends a session cookie gets the same bytes marked private: no shared cache keeps an answer
 * to a signed-in request, whatever the proxy makes of its cookies.
 */
import type { ParameterizedContext } from 'koa';
import { readLoginSessionToken } from '../modules/auth/login-session-cookie';
import type { AppState } from './app-state';

/** What a shared cache may serve without asking: a minute, as long as the kept reads of several web processes (sharedReadCacheMs) are far shorter. */
const sharedMaxAgeSeconds = 60;
/** Served stale while the proxy asks again in the background: a burst never waits on the server. */
const staleWhileRevalidateSeconds = 600;

export const publicPageCacheControl = `public, max-age=0, s-maxage=${sharedMaxAgeSeconds}, stale-while-revalidate=${staleWhileRevalidateSeconds}`;
export const privatePageCacheControl = 'private, no-cache';

/** A request without any cookie has no session cookie either: its Cookie header is not parsed. */
export const pageCacheControl = (ctx: ParameterizedContext<AppState>): string =>
  ctx.req.headers.cookie === undefined || readLoginSessionToken(ctx) === undefined ? publicPageCacheControl : privatePageCacheControl;
