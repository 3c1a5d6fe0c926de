import { useCallback, useSyncExternalStore } from 'react';

/** True while the CSS media query matches; `query` may come from `theme.breakpoints.down(...)`. */
export function useMediaQuery(query: string): boolean {
  const normalized = query.replace(/^@media\s*/, '');
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = window.matchMedia(normalized);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [normalized],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(normalized).matches,
    () => false,
  );
}
