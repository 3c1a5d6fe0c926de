import type { ParameterizedContext } from 'koa';

/**
 * The route template of the operation that answered (`/api/consultation/:id/`), as @koa/router
 * leaves it on the context: what the request metrics are labelled by, so ids make no new series.
 */
type WithMatchedRoute = { _matchedRoute?: unknown };

export function matchedRoute(ctx: ParameterizedContext): string | undefined {
  const matched = (ctx as WithMatchedRoute)._matchedRoute;
  return typeof matched === 'string' ? matched : undefined;
}

/** Says which route answered when the router did not run (an answer kept from an earlier request). */
export function setMatchedRoute(ctx: ParameterizedContext, route: string | undefined): void {
  (ctx as WithMatchedRoute)._matchedRoute = route;
}
