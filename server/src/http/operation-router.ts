import Router, { type RouterContext } from '@koa/router';
import type { Middleware, Next } from 'koa';
import { z } from 'zod';
import { runWithReadYourWrites, type AwaitPosition } from '../eventstore/read-your-writes';
import { operations, type OperationId } from '../generated/operations';
import { findUnstorableText, unstorableTextMessage } from '../shared/storable-text';
import type { AppState } from './app-state';
import { isApiPath } from './api-path';
import { coerceStringRecord } from './coerce-query';
import { assertCsrfToken, isUnsafeMethod } from './csrf';
import { badRequest, unauthorized } from './errors';
import type { HandlerMap } from './handler-types';
import { setJsonBody } from './json-body';
import { sharedAnswerCacheControl } from './shared-answers';

// Validation messages reach users through `detail`, so they are in Russian.
z.config(z.locales.ru());

function validate(schema: z.ZodType | undefined, value: unknown, where: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    path: issue.path.length > 0 ? issue.path.join('.') : where,
    message: issue.message,
  }));
  const summary = errors.map((error) => `${error.path}: ${error.message}`).join('; ');
  throw badRequest(`Некорректный запрос (${where}): ${summary}`, { errors });
}

/**
 * One deep check of every string a request carries, known to the contract or not, so that no text
 * PostgreSQL or a projection cannot take reaches a handler, an event or a table.
 */
function refuseUnstorableText(input: Record<'query' | 'path' | 'body', unknown>): void {
  for (const [where, value] of Object.entries(input)) {
    const path = findUnstorableText(value);
    if (path === undefined) continue;
    const field = path || where;
    throw badRequest(`Некорректный запрос (${where}): поле «${field}» ${unstorableTextMessage}.`, {
      errors: [{ path: field, message: unstorableTextMessage }],
    });
  }
}

type Context = RouterContext<AppState>;

const apiPrefix = '/api/';

/** The schema of an operation without query or path parameters, made once (not per request). */
const noFields = z.object({});

/** A router's routes, then its 405/501/OPTIONS answers (`allowedMethods`) once the rest of the chain has run. */
function routesOf(router: Router<AppState>): (ctx: Context, next: Next) => Promise<void> {
  const routes: (ctx: Context, next: Next) => Promise<void> = router.routes();
  const allowedMethods: (ctx: Context, next: Next) => Promise<void> = router.allowedMethods({ throw: false });
  return (ctx, next) => routes(ctx, () => allowedMethods(ctx, next));
}

/** The first segment after `/api/` (`user-me` of `/api/user-me/`), lowercased: the router compares paths without case. */
function firstSegment(path: string): string {
  const end = path.indexOf('/', apiPrefix.length);
  return path.slice(apiPrefix.length, end === -1 ? undefined : end).toLowerCase();
}

/**
 * Registers every operation of openapi.yaml on a router, validating input against the contract.
 * The CSRF check belongs to the operation the router matched (its path compared however the
 * router compares it), so no spelling of a path can reach a handler around it. Each handler runs
 * as one scope of writes: the answer goes out once the read models show what it appended
 * (`awaitPosition`; a lag or a failed projection answers 503 with Retry-After).
 *
 * Every operation's path starts with a fixed segment after `/api/`, so the operations are kept in
 * one router per first segment and a request tries only the routes of its own (a handful instead
 * of all 85): what matches, the 405/501/OPTIONS answers of `allowedMethods` and `ctx.matched` are
 * the same as with one router, since no route of another segment could match the path.
 */
export function createOperationRouter(handlers: HandlerMap, options: { csrfSecret: string; awaitPosition: AwaitPosition }): Middleware<AppState> {
  const routers = new Map<string, Router<AppState>>();
  for (const id of Object.keys(operations) as OperationId[]) {
    const operation = operations[id];
    if (!operation.routerPath.startsWith(apiPrefix)) throw new Error(`The operation ${id} is not under ${apiPrefix}: ${operation.routerPath}`);
    const segment = firstSegment(operation.routerPath);
    if (segment.includes(':') || segment.includes('*')) throw new Error(`The operation ${id} has no fixed first segment: ${operation.routerPath}`);
    const router = routers.get(segment) ?? new Router<AppState>();
    routers.set(segment, router);
    const handler = handlers[id] as (input: unknown) => Promise<unknown>;
    router[operation.method](id, operation.routerPath, async (ctx: Context) => {
      if (operation.csrf === 'checked' && isUnsafeMethod(ctx.method)) assertCsrfToken(ctx, options.csrfSecret);
      if (operation.access === 'required' && !ctx.state.user) throw unauthorized();
      const rawBody = ctx.request.body;
      refuseUnstorableText({ query: ctx.query, path: ctx.params, body: rawBody });
      const query = validate(operation.query, coerceStringRecord(operation.query ?? noFields, ctx.query), 'query');
      const params = validate(operation.params, coerceStringRecord(operation.params ?? noFields, ctx.params), 'path');
      const body = validate(operation.body, rawBody ?? {}, 'body');
      const cacheControl = ctx.response.get('Cache-Control');
      const result = await runWithReadYourWrites(options.awaitPosition, () => handler({ query, params, body, user: ctx.state.user, ctx }));
      setJsonBody(ctx, result);
      ctx.status = ctx.state.responseStatus ?? operation.successStatus;
      // Only a successful answer says it may be shared, and only when its handler said nothing more itself.
      if (operation.sharedAnswer && ctx.response.get('Cache-Control') === cacheControl) ctx.set('Cache-Control', sharedAnswerCacheControl);
    });
  }
  const bySegment = new Map([...routers].map(([segment, router]) => [segment, routesOf(router)] as const));
  // Any other path meets no route, as it met none of the one router's (an unknown method still answers 501).
  const noRoutes = routesOf(new Router<AppState>());
  return (ctx, next) => ((isApiPath(ctx.path) && bySegment.get(firstSegment(ctx.path))) || noRoutes)(ctx as Context, next);
}
