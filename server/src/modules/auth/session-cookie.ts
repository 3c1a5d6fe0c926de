import type { ParameterizedContext } from 'koa';
import type { AppState } from '../../http/app-state';
import { sessionPolicy } from './sessions';

export const readSessionToken = (ctx: ParameterizedContext<AppState>): string | undefined =>
  ctx.cookies.get(sessionPolicy.cookieName) || undefined;

export function setSessionCookie(ctx: ParameterizedContext<AppState>, token: string, expiresAt: Date): void {
  ctx.cookies.set(sessionPolicy.cookieName, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.secure,
    expires: expiresAt,
    overwrite: true,
  });
}

export function clearSessionCookie(ctx: ParameterizedContext<AppState>): void {
  ctx.cookies.set(sessionPolicy.cookieName, '', { httpOnly: true, sameSite: 'lax', secure: ctx.secure, maxAge: 0, overwrite: true });
}
