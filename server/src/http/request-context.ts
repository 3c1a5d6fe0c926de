import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import { unredactedLogger, type Logger } from '../config/logger';
import { clientAddress } from '../shared/client-network';
import type { AppState } from './app-state';
import { isApiPath } from './api-path';
import { loggablePath } from './loggable-path';

const requestIdPattern = /^[\w-]{1,64}$/;

/**
 * A request's state from its start: its id, its one clock, the client's address, and its child logger made the first time something
 * logs (most requests log only their request line, which needs none). A class, so the lazy
 * logger is one getter on the prototype, not a property defined on every request.
 */
class RequestState implements Pick<AppState, 'requestId' | 'now' | 'clientAddress' | 'log'> {
  #log: Logger | undefined;

  constructor(
    private readonly logger: Logger,
    readonly requestId: string,
    readonly now: Date,
    readonly clientAddress: string,
  ) {}

  get log(): Logger {
    return (this.#log ??= this.logger.child({ requestId: this.requestId }));
  }
}

/**
 * Gives each request an id (echoed as X-Request-Id), its time from the app's clock and a child
 * logger, and logs an API request's outcome in one line.
 */
export function requestContextMiddleware(logger: Logger, now: () => Date): Middleware<AppState> {
  const requestLines = unredactedLogger(logger);
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const requestId = requestIdPattern.test(incoming) ? incoming : randomUUID();
    ctx.state = new RequestState(logger, requestId, now(), clientAddress(ctx.ip));
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      if (isApiPath(ctx.path)) {
        // Fixed fields only (nothing the redaction would hide): see `unredactedLogger`. A path
        // that carries a token shows its route instead.
        requestLines.info({ requestId, method: ctx.method, path: loggablePath(ctx.path), status: ctx.status, ms: Math.round(performance.now() - started), userId: ctx.state.user?.id }, 'request');
      }
    }
  };
}
