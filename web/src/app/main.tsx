import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { AppProvider } from './provider';
import { routes } from './router';
import { readServerRenderedState } from '../lib/ssr-state';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

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

const serverState = readServerRenderedState();
if (serverState) {
  await resolveLazyRoutes();
  hydrateRoot(
    container,
    <StrictMode>
      <AppProvider serverState={serverState} />
    </StrictMode>,
    {
      onRecoverableError: (error, info) => console.error('Hydration recovered from an error.', error, info.componentStack),
    },
  );
} else {
  createRoot(container).render(
    <StrictMode>
      <AppProvider />
    </StrictMode>,
  );
}
