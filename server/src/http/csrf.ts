import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Middleware, ParameterizedContext } from 'koa';
import type { AppState } from './app-state';
import { forbidden } from './errors';

export const csrfCookieName = 'csrftoken';
export const csrfHeaderName = 'x-csrftoken';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const sign = (secret: string, nonce: string) => createHmac('sha256', secret).update(nonce).digest('base64url');

/** A token the server can recognise as its own: a random nonce with its signature. */
export function issueCsrfToken(secret: string): string {
  const nonce = randomBytes(18).toString('base64url');
  return `${nonce}.${sign(secret, nonce)}`;
}

function isGenuine(secret: string, token: string): boolean {
  const [nonce, signature] = token.split('.');
  if (!nonce || !signature) return false;
  const expected = Buffer.from(sign(secret, nonce));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
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

/**
 * Double-submit check: an unsafe request must echo the csrftoken cookie in X-CSRFToken, and the
 * cookie must be one this server signed (a sibling domain cannot plant its own).
 */
export function csrfMiddleware(secret: string, exemptPaths: ReadonlySet<string> = new Set()): Middleware<AppState> {
  return async (ctx, next) => {
    if (unsafeMethods.has(ctx.method) && ctx.path.startsWith('/api/') && !exemptPaths.has(ctx.path)) {
      const cookie = ctx.cookies.get(csrfCookieName);
      const header = ctx.get(csrfHeaderName);
      if (!cookie) throw forbidden('CSRF-проверка не пройдена: нет cookie csrftoken. Обновите страницу.');
      if (!header) throw forbidden('CSRF-проверка не пройдена: нет заголовка X-CSRFToken.');
      if (header !== cookie || !isGenuine(secret, cookie)) {
        throw forbidden('CSRF-проверка не пройдена: токен не совпадает. Обновите страницу.');
      }
    }
    await next();
  };
}
