import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import compress from 'koa-compress';
import type { Logger } from './config/logger';
import type { AppState } from './http/app-state';
import { csrfMiddleware } from './http/csrf';
import { errorMiddleware } from './http/error-middleware';
import { formBodyMiddleware } from './http/form-body';
import { methodNotAllowed, notFound } from './http/errors';
import type { HandlerMap } from './http/handler-types';
import { createOperationRouter } from './http/operation-router';
import { requestContextMiddleware } from './http/request-context';
import { staticWebMiddleware } from './http/static-web';
import { sessionMiddleware } from './modules/auth/session-middleware';
import { metricsEndpoint } from './modules/operations/metrics';
import type { Registry } from 'prom-client';
import { oneClickUnsubscribePath } from './modules/newsletters/unsubscribe-tokens';
import type { Sessions } from './modules/auth/sessions';
import type { Users } from './modules/users/users';

export type AppDeps = {
  logger: Logger;
  appSecret: string;
  /** Trust X-Forwarded-* (behind an HTTPS proxy), so cookies get `Secure`. */
  trustProxy: boolean;
  handlers: HandlerMap;
  sessions: Sessions;
  users: Users;
  adminEmails: readonly string[];
  /** Request timing, and `/metrics` behind its bearer token (absent without `METRICS_TOKEN`). */
  metrics: { timer: Koa.Middleware; registry: Registry; token: string | undefined };
  webRoot: string;
};

/** The middleware chain, in order: context, errors, body, CSRF, session, API, web app. */
export function createApp(deps: AppDeps): Koa<AppState> {
  // Behind the proxy, `ctx.ip` is the last X-Forwarded-For entry, the one the proxy itself adds;
  // earlier entries come from the client and could be anything.
  const app = new Koa<AppState>({ proxy: deps.trustProxy, maxIpsCount: 1 });
  const router = createOperationRouter(deps.handlers);
  app.use(deps.metrics.timer);
  app.use(requestContextMiddleware(deps.logger));
  app.use(errorMiddleware());
  app.use(metricsEndpoint(deps.metrics.registry, deps.metrics.token));
  app.use(compress({ threshold: 1024 }));
  // RFC 8058 posts the one-click unsubscribe as a form; every other route takes JSON only.
  app.use(formBodyMiddleware(new Set([oneClickUnsubscribePath])));
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '15mb', encoding: 'utf-8' }));
  // YooKassa calls its notification route itself and mail providers the one-click unsubscribe;
  // neither has a CSRF cookie to echo.
  app.use(csrfMiddleware(deps.appSecret, new Set(['/api/payments/yookassa/notification/', oneClickUnsubscribePath])));
  app.use(sessionMiddleware({ sessions: deps.sessions, users: deps.users, adminEmails: deps.adminEmails }));
  app.use(router.routes());
  app.use(router.allowedMethods({ throw: false }));
  app.use(async (ctx, next) => {
    if (ctx.path.startsWith('/api/') && ctx.status === 404 && ctx.body === undefined) {
      // The router leaves the layers whose path matched, whatever their method.
      const pathKnown = ((ctx as { matched?: Array<{ methods: string[] }> }).matched ?? []).some((layer) => layer.methods.length > 0);
      throw pathKnown ? methodNotAllowed() : notFound('Такого метода API нет.');
    }
    await next();
  });
  app.use(staticWebMiddleware(deps.webRoot));
  app.on('error', (error: NodeJS.ErrnoException) => {
    // A client that goes away mid-response is not a server fault.
    const aborted = error.code === 'ERR_STREAM_PREMATURE_CLOSE' || error.code === 'ECONNRESET' || error.code === 'EPIPE';
    deps.logger[aborted ? 'debug' : 'error']({ err: error }, 'response failed');
  });
  return app;
}
