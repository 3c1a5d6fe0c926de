import type { Middleware } from 'koa';
import type { AppState } from '../../http/app-state';
import { readLoginSessionToken } from './login-session-cookie';
import type { LoginSessions } from './login-sessions';
import type { FindUser } from './user-records';
import { isApiPath } from '../../http/api-path';

/** Resolves the session cookie to `ctx.state.user`; superusers are the addresses in ADMIN_EMAILS. */
export function loginSessionMiddleware(deps: { loginSessions: LoginSessions; findUser: FindUser; adminEmails: readonly string[] }): Middleware<AppState> {
  return async (ctx, next) => {
    const token = readLoginSessionToken(ctx);
    if (token && isApiPath(ctx.path)) {
      const session = await deps.loginSessions.resolve(token, ctx.state.now);
      const user = session ? await deps.findUser(session.userId) : undefined;
      if (user) {
        ctx.state.user = { id: user.id, email: user.email, isSuperuser: deps.adminEmails.includes(user.email) };
        ctx.state.sessionId = token;
      }
    }
    await next();
  };
}
