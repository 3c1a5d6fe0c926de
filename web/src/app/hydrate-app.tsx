// Before any schema parses in the browser (not in the server's render, where eval is allowed).
import '../lib/zod-without-eval';
import { hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { readServerRenderedState } from '../lib/ssr-state';
import { AppRoot } from './app-root';
import { appContainer } from './app-container';
import { routes } from './router';

/** Loads the lazy routes of the current address, so hydration renders what the server rendered (not the fallback). */
async function resolveLazyRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** Hydrates the server-rendered page with the state it came with; resolves once the page is live. */
export async function hydrateApp(): Promise<void> {
  const serverState = readServerRenderedState();
  await resolveLazyRoutes();
  await new Promise<void>((resolve) => {
    hydrateRoot(appContainer(), <AppRoot serverState={serverState} onMounted={resolve} />, {
      onRecoverableError: (error, info) => console.error('Hydration recovered from an error.', error, info.componentStack),
    });
  });
}
