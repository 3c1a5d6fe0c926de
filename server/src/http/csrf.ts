import { createHmac, randomBytes } from 'node:crypto';
import type { Middleware, ParameterizedContext } from 'koa';
import { z } from 'zod';
import { sameText, signedToken } from '../shared/signed-token';
import type { AppState } from './app-state';
import { forbidden } from './errors';
import { isApiPath } from './api-path';

export const csrfCookieName = 'csrftoken';
export const csrfHeaderName = 'x-csrftoken';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const isUnsafeMethod = (method: string) => unsafeMethods.has(method.toUpperCase());

/**
 * A random nonce, signed for the session the token was minted for ('' before sign-in): the session
 * is part of the purpose, not of the token, so a token taken from one session (or planted before
 * it) does not pass for another, and the cookie the web app reads never carries the session.
 */
const csrfTokens = (secret: string, sessionToken: string | undefined) =>
  signedToken({ purpose: `csrf|${sessionToken ?? ''}`, schema: z.string(), secret });

/** A token the server recognises as its own, for the request's session (or for no session). */
function issueCsrfToken(secret: string, sessionToken: string | undefined): string {
  return csrfTokens(secret, sessionToken).sign(randomBytes(18).toString('base64url'));
}

const isValidFor = (secret: string, token: string, sessionToken: string | undefined): boolean =>
  csrfTokens(secret, sessionToken).verify(token) !== undefined;

/**
 * The format before the signed-token helper (`nonce.HMAC(secret, nonce+"|"+session)`), still in the
 * cookie of a tab opened before it shipped: the next API read renews such a cookie
 * (`csrfRenewalMiddleware` checks the current format only), so only a write before any read needs
 * this. Accepted until 2027-01-31 (a signed-in session lives 30 days without a visit); delete then.
 */
function isLegacyValidFor(secret: string, token: string, sessionToken: string | undefined): boolean {
  const [nonce = '', signature = '', ...rest] = token.split('.');
  return rest.length === 0 && sameText(signature, createHmac('sha256', secret).update(`${nonce}|${sessionToken ?? ''}`).digest('base64url'));
}

export function setCsrfCookie(ctx: ParameterizedContext<AppState>, token: string): void {
  ctx.cookies.set(csrfCookieName, token, {
    httpOnly: false, // the web app reads it to echo it in the X-CSRFToken header
    sameSite: 'lax',
    secure: ctx.secure,
    maxAge: 365 * 86_400_000,
    overwrite: true,
  });
}

/** Mints a token for the session the response leaves the browser with (sign-in, sign-out). */
export function rotateCsrfCookie(ctx: ParameterizedContext<AppState>, secret: string, sessionToken: string | undefined): string {
  const token = issueCsrfToken(secret, sessionToken);
  setCsrfCookie(ctx, token);
  return token;
}

/**
 * Double-submit check of one unsafe API call, made by the router on the operation it matched:
 * the call must echo the csrftoken cookie in X-CSRFToken, and the cookie must be one this server
 * signed for the request's session (a sibling domain cannot plant its own, another session's
 * token does not pass).
 */
export function assertCsrfToken(ctx: ParameterizedContext<AppState>, secret: string): void {
  const cookie = ctx.cookies.get(csrfCookieName);
  const header = ctx.get(csrfHeaderName);
  if (!cookie) throw forbidden('CSRF-проверка не пройдена: нет cookie csrftoken. Обновите страницу.');
  if (!header) throw forbidden('CSRF-проверка не пройдена: нет заголовка X-CSRFToken.');
  if (header !== cookie || !(isValidFor(secret, cookie, ctx.state.sessionId) || isLegacyValidFor(secret, cookie, ctx.state.sessionId))) {
    throw forbidden('CSRF-проверка не пройдена: токен не совпадает. Обновите страницу.');
  }
}

/** Cookies checked lately, with their sessions: a browser sends the same one with every read. */
const rememberedChecks = 1024;

/**
 * Whether a cookie fits a session (`isValidFor`), remembered for the cookies checked lately (the
 * answer never changes for a cookie and a session), so a read costs a look-up, not a signature.
 */
function fitsRemembered(secret: string): (cookie: string, sessionToken: string | undefined) => boolean {
  const checked = new Map<string, boolean>();
  return (cookie, sessionToken) => {
    const key = `${sessionToken ?? ''}|${cookie}`;
    const known = checked.get(key);
    if (known !== undefined) return known;
    const fits = isValidFor(secret, cookie, sessionToken);
    checked.set(key, fits);
    if (checked.size > rememberedChecks) checked.delete(checked.keys().next().value!);
    return fits;
  };
}

/**
 * A browser whose cookie no longer fits its session (signed in elsewhere, the session expired,
 * a token from before this rule) gets a fresh one with its next API read, so the web app never
 * needs to know why its token stopped passing.
 */
export function csrfRenewalMiddleware(secret: string): Middleware<AppState> {
  const fits = fitsRemembered(secret);
  return (ctx, next) => {
    const cookie = ctx.cookies.get(csrfCookieName);
    if (cookie && !isUnsafeMethod(ctx.method) && isApiPath(ctx.path) && !fits(cookie, ctx.state.sessionId)) {
      rotateCsrfCookie(ctx, secret, ctx.state.sessionId);
    }
    return next();
  };
}
