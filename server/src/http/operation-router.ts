import Router, { type RouterContext } from '@koa/router';
import { z } from 'zod';
import { runWithReadYourWrites, type AwaitPosition } from '../eventstore/read-your-writes';
import { operations, type OperationId } from '../generated/operations';
import { findUnstorableText, unstorableTextMessage } from '../shared/storable-text';
import type { AppState } from './app-state';
import { coerceStringRecord } from './coerce-query';
import { assertCsrfToken, isUnsafeMethod } from './csrf';
import { badRequest, unauthorized } from './errors';
import type { HandlerMap } from './handler-types';

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

/**
 * Registers every operation of openapi.yaml on a router, validating input against the contract.
 * The CSRF check belongs to the operation the router matched (its path compared however the
 * router compares it), so no spelling of a path can reach a handler around it. Each handler runs
 * as one scope of writes: the answer goes out once the read models show what it appended
 * (`awaitPosition`; a lag or a failed projection answers 503 with Retry-After).
 */
export function createOperationRouter(handlers: HandlerMap, options: { csrfSecret: string; awaitPosition: AwaitPosition }): Router<AppState> {
  const router = new Router<AppState>();
  for (const id of Object.keys(operations) as OperationId[]) {
    const operation = operations[id];
    const handler = handlers[id] as (input: unknown) => Promise<unknown>;
    router[operation.method](id, operation.routerPath, async (ctx: Context) => {
      if (operation.csrf === 'checked' && isUnsafeMethod(ctx.method)) assertCsrfToken(ctx, options.csrfSecret);
      if (operation.access === 'required' && !ctx.state.user) throw unauthorized();
      const rawBody = (ctx.request as { body?: unknown }).body;
      refuseUnstorableText({ query: ctx.query, path: ctx.params, body: rawBody });
      const query = validate(operation.query, coerceStringRecord(operation.query ?? z.object({}), ctx.query), 'query');
      const params = validate(operation.params, coerceStringRecord(operation.params ?? z.object({}), ctx.params), 'path');
      const body = validate(operation.body, rawBody ?? {}, 'body');
      const result = await runWithReadYourWrites(options.awaitPosition, () => handler({ query, params, body, user: ctx.state.user, ctx }));
      ctx.body = result;
      ctx.status = ctx.state.responseStatus ?? operation.successStatus;
    });
  }
  return router;
}
