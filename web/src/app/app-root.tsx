import { StrictMode, useEffect } from 'react';
import { markHydrated } from '../lib/hydrate-on-intent';
import type { ServerRenderedState } from '../lib/ssr-state';
import { AppProvider } from './provider';

/** Runs once the first render (or hydration) of the page has been committed. */
function FirstCommit({ onCommitted }: { onCommitted: () => void }) {
  useEffect(onCommitted, [onCommitted]);
  return null;
}

/** The app as the browser mounts it; `onMounted` learns when the page is live, and `<html>` says so. */
export function AppRoot({ serverState, onMounted }: { serverState?: ServerRenderedState | null; onMounted: () => void }) {
  return (
    <StrictMode>
      <AppProvider serverState={serverState} />
      <FirstCommit onCommitted={onMounted} />
    </StrictMode>
  );
}

/** Calls `done` once (StrictMode runs effects twice in development), after marking the page live. */
export function onceMounted(done: () => void = () => undefined): () => void {
  let called = false;
  return () => {
    if (called) return;
    called = true;
    markHydrated();
    done();
  };
}
