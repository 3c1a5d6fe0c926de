import type { ParameterizedContext } from 'koa';
import type { AppState } from '../../http/app-state';
import { loginSessionPolicy } from './login-sessions';

/**
 * Readable by scripts and holding no secret: it only tells a tab without the short user in its
 * session storage (a second tab, a link from a mail, a browser restart) that asking the server
 * who is signed in is worth it. The web app reads it under this name (`session-user.ts`).
 */
export const signedInHintCookie = 'signed_in';

export const readLoginSessionToken = (ctx: ParameterizedContext<AppState>): string | undefined =>
  ctx.cookies.get(loginSessionPolicy.cookieName) || undefined;

export function setLoginSessionCookie(ctx: ParameterizedContext<AppState>, token: string, expiresAt: Date): void {
  const options = { sameSite: 'lax', secure: ctx.secure, expires: expiresAt, overwrite: true } as const;
  ctx.cookies.set(loginSessionPolicy.cookieName, token, { ...options, httpOnly: true });
  ctx.cookies.set(signedInHintCookie, '1', { ...options, httpOnly: false });
}

export function clearLoginSessionCookie(ctx: ParameterizedContext<AppState>): void {
  const options = { sameSite: 'lax', secure: ctx.secure, maxAge: 0, overwrite: true } as const;
  ctx.cookies.set(loginSessionPolicy.cookieName, '', { ...options, httpOnly: true });
  ctx.cookies.set(signedInHintCookie, '', { ...options, httpOnly: false });
}
