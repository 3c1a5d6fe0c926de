import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** What the server renderer hands the browser beside the HTML, in a JSON script element. */
export type ServerRenderedState = {
  /** The queries the page was rendered with, for TanStack Query's HydrationBoundary. */
  queries: DehydratedState;
  /** The router's state (loader data, errors) for createBrowserRouter. */
  router: HydrationState;
  /** The site's public origin the canonical links were made with. */
  siteOrigin: string;
};

/** The id of the `<script type="application/json">` element holding the state. */
export const SSR_STATE_ELEMENT_ID = 'ssr-state';

/** On the state element when the page needs the app at once (RouteHandle.hydrateAtOnce), not on the visitor's intent. */
export const HYDRATE_AT_ONCE_ATTRIBUTE = 'data-hydrate-at-once';

/** Whether this server-rendered page asked to be hydrated as soon as it loads. */
export function hydratesAtOnce(): boolean {
  return document.getElementById(SSR_STATE_ELEMENT_ID)?.hasAttribute(HYDRATE_AT_ONCE_ATTRIBUTE) ?? false;
}

/** The state of a server-rendered page, or null when the server sent the bare shell (the cabinet). */
export function readServerRenderedState(): ServerRenderedState | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(SSR_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as ServerRenderedState;
}

/** On the server, and in a browser hydrating the server's HTML: the page's first render must be the complete one. */
export function isServerRenderedPage(): boolean {
  return typeof document === 'undefined' || document.getElementById(SSR_STATE_ELEMENT_ID) !== null;
}
