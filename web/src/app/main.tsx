/**
 * The page's only first-load script, and it carries no React: a client-rendered page (the cabinet,
 * sign-in) loads the app at once; a server-rendered public page is hydrated on the visitor's intent
 * (lib/hydrate-on-intent), or at once when it needs the app from the start.
 */
import { readCookie } from '../lib/cookies';
import { hydrateOnIntent } from '../lib/hydrate-on-intent';
import { hasReloadAttempt, isPageLoadError, markReloadAttempt } from '../lib/page-reload-flag';
import { SIGNED_IN_HINT_COOKIE } from '../lib/signed-in-hint';
import { hydratesAtOnce, isServerRenderedPage } from '../lib/ssr-state';

/**
 * The app could not load or start; the page stays as the server sent it. When its code is gone (a
 * release replaced the hashed chunks since this page was sent), the page is loaded again once
 * (spec 2.2), and its new copy names the new chunks.
 */
function reportFailure(error: unknown): void {
  console.error('The web app failed to start.', error);
  if (isPageLoadError(error) && !hasReloadAttempt()) {
    markReloadAttempt();
    window.location.reload();
  }
}

/**
 * A server-rendered page that must be live at once: one that acts on arrival (its route says so), and
 * any page of a signed-in visitor, whose header says «Кабинет» and follows her account's colour scheme.
 */
function needsAppAtOnce(): boolean {
  return hydratesAtOnce() || Boolean(readCookie(SIGNED_IN_HINT_COOKIE));
}

if (isServerRenderedPage()) {
  const hydration = hydrateOnIntent({
    hydrate: () => import('./hydrate-app').then(({ hydrateApp }) => hydrateApp()),
    onError: reportFailure,
  });
  if (needsAppAtOnce()) void hydration.start();
} else {
  import('./render-app').then(({ renderApp }) => renderApp(), reportFailure);
}
