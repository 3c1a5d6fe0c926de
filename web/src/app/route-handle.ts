import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router';

/** Puts one of a page's queries into the server's cache. */
export type PageQuery = (queryClient: QueryClient) => Promise<void>;

/** A page's query from the generated `get…QueryOptions(…)`. */
export function pageQuery<TData, TError, TQueryKey extends QueryKey>(options: FetchQueryOptions<TData, TError, TData, TQueryKey>): PageQuery {
  return (queryClient) => queryClient.prefetchQuery(options);
}

/**
 * The queries a server-rendered page reads, with the request options to pass to each generated
 * `get…QueryOptions` (the server's prefetch sends them to its own API). Their keys are the ones
 * the page's hooks use, so hydration finds the data in the cache and does not fetch it again.
 */
export type PageQueries = (params: Params, request: RequestInit) => PageQuery[];

/** Per-route data read by the root layout and the server renderer. */
export type RouteHandle = {
  /** Page title, shown before the practice name in the browser tab. */
  title?: string;
  /**
   * The page sets the document title itself from data it loads (PageMeta), so the root
   * layout leaves the title alone.
   */
  titleFromPage?: boolean;
  /** `none`: the page opts out of the default layout (spec 2.2). */
  layout?: 'default' | 'none';
  /** The server sends the bare app shell and the browser renders the page (the cabinet, sign-in). */
  clientOnly?: boolean;
  /** The data the page needs in its server-rendered HTML. */
  queries?: PageQueries;
};

export function routeHandle(handle: unknown): RouteHandle {
  return typeof handle === 'object' && handle !== null ? (handle as RouteHandle) : {};
}
