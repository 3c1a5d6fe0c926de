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
