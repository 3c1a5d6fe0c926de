import { startTransition, useEffect, useState } from 'react';
import { isServerRenderedPage } from '../../../lib/ssr-state';

/** Set once the landing has rendered in full: later visits (back from another page) render it at once. */
let renderedInFull = false;

/**
 * False for the landing's first render after the page loads, then true in a transition: the first
 * screen appears at once and the sections below it follow in slices React can interrupt, so no
 * single long task holds the page up (Lighthouse's total blocking time). Returning to the landing
 * renders everything at once, so the router's scroll restoration finds the page at full height.
 * A server-rendered page is complete from the start (its HTML has every section), and so is its hydration.
 */
export function useBelowFoldReady(): boolean {
  const [ready, setReady] = useState(() => renderedInFull || isServerRenderedPage());
  useEffect(() => {
    if (ready) return;
    startTransition(() => {
      renderedInFull = true;
      setReady(true);
    });
  }, [ready]);
  return ready;
}
