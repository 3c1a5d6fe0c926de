import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../config/logger';
import type { AppState } from './app-state';
import { isApiPath } from './api-path';

/** Gives each request an id (echoed as X-Request-Id) and a child logger, and logs its outcome. */
export function requestContextMiddleware(logger: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const requestId = /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    // The child logger is made when something logs (most requests log only the line below).
    let log: Logger | undefined;
    Object.defineProperty(ctx.state, 'log', { get: () => (log ??= logger.child({ requestId })), enumerable: true, configurable: true });
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      if (isApiPath(ctx.path)) {
        (log ?? logger).info(
          { ...(log ? {} : { requestId }), method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(performance.now() - started), userId: ctx.state.user?.id },
          'request',
        );
      }
    }
  };
}
