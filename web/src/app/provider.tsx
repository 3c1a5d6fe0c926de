import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/joy/CssBaseline';
import { CssVarsProvider } from '@mui/joy/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AlertHost } from '../components/alert/alert-host';
import { createQueryClient } from '../lib/react-query';
import { type AppRouter, createAppRouter } from './router';
import { createEmotionCache } from './emotion-cache';
import { connectUnauthorizedRedirect } from './session-events';
import { theme } from './theme';

// One router per page load: it owns the browser history listener.
let appRouter: AppRouter | undefined;
const getRouter = () => (appRouter ??= createAppRouter());

export function AppProvider() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(getRouter);
  const [emotionCache] = useState(createEmotionCache);

  useEffect(() => connectUnauthorizedRedirect(router, queryClient), [router, queryClient]);

  return (
    <CacheProvider value={emotionCache}>
      {/* No disableTransitionOnChange: it injects a <style> element without the nonce. */}
      <CssVarsProvider theme={theme} defaultMode="light" modeStorageKey="coach-color-mode">
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <AlertHost />
          <RouterProvider router={router} />
        </QueryClientProvider>
      </CssVarsProvider>
    </CacheProvider>
  );
}
