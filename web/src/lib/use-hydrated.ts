import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the page renders on the server and while the browser hydrates it, true after: what
 * only the browser knows (the stored colour scheme) waits for it, so hydration matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
