import { StrictMode, useEffect } from 'react';
import { markHydrated } from '../lib/hydrate-on-intent';
import type { ServerRenderedState } from '../lib/ssr-state';
import { AppProvider } from './provider';

/**
 * Once the first render (or hydration) of the page is committed: `<html>` says the app is live and
 * `onCommitted` learns it (both harmless when StrictMode runs the effect twice in development).
 */
function FirstCommit({ onCommitted }: { onCommitted?: () => void }) {
  useEffect(() => {
    markHydrated();
    onCommitted?.();
  }, [onCommitted]);
  return null;
}

/** The app as the browser mounts it; `onMounted` learns when the page is live. */
export function AppRoot({ serverState, onMounted }: { serverState?: ServerRenderedState | null; onMounted?: () => void }) {
  return (
    <StrictMode>
      <AppProvider serverState={serverState} />
      <FirstCommit onCommitted={onMounted} />
    </StrictMode>
  );
}
