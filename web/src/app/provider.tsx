import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '../lib/react-query';
import { AppProviders } from './app-providers';
import { createEmotionCache } from './emotion-cache';
import { type AppRouter, createAppRouter } from './router';
import { connectUnauthorizedRedirect } from './session-events';
import type { ServerRenderedState } from '../lib/ssr-state';

// One router per page load: it owns the browser history listener.
let appRouter: AppRouter | undefined;

/** The app in the browser; `serverState` when it hydrates a page the server rendered. */
export function AppProvider({ serverState }: { serverState?: ServerRenderedState | null }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => (appRouter ??= createAppRouter(serverState?.router)));
  const [emotionCache] = useState(createEmotionCache);

  useEffect(() => connectUnauthorizedRedirect(router, queryClient), [router, queryClient]);

  return (
    <AppProviders queryClient={queryClient} emotionCache={emotionCache} dehydratedState={serverState?.queries} siteOrigin={serverState?.siteOrigin}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
