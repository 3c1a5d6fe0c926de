import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** Answers from the server are final (and already alerted); only network failures are retried. */
const retry = (failureCount: number, error: unknown) => !(error instanceof ApiError) && failureCount < 2;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
