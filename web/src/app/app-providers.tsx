import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/joy/CssBaseline';
import { CssVarsProvider } from '@mui/joy/styles';
import { type DehydratedState, HydrationBoundary, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AlertHost } from '../components/alert/alert-host';
import { SiteOriginContext } from '../lib/site-origin';
import { theme } from './theme';

/** Where the chosen colour scheme is kept; the server's head script reads it before the first paint. */
export const colorSchemeOptions = { modeStorageKey: 'coach-color-mode', defaultMode: 'light' } as const;

export type AppProvidersProps = {
  queryClient: QueryClient;
  emotionCache: EmotionCache;
  /** The queries the server rendered the page with. */
  dehydratedState?: DehydratedState;
  /** The public origin of canonical links (the server's PUBLIC_URL); the browser's own when absent. */
  siteOrigin?: string;
  children: ReactNode;
};

/** Styles, theme, data cache and alerts around the router: the same tree on the server and in the browser. */
export function AppProviders({ queryClient, emotionCache, dehydratedState, siteOrigin, children }: AppProvidersProps) {
  return (
    <CacheProvider value={emotionCache}>
      {/* No disableTransitionOnChange: it injects a <style> element with text, which the CSP refuses. */}
      <CssVarsProvider theme={theme} {...colorSchemeOptions}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <HydrationBoundary state={dehydratedState}>
            <SiteOriginContext.Provider value={siteOrigin ?? null}>
              <AlertHost />
              {children}
            </SiteOriginContext.Provider>
          </HydrationBoundary>
        </QueryClientProvider>
      </CssVarsProvider>
    </CacheProvider>
  );
}
