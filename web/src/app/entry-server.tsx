import { Writable } from 'node:stream';
import createCache, { type EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { getInitColorSchemeScript } from '@mui/joy/styles';
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { API_ORIGIN_HEADER, SILENT_HEADER } from '../lib/api-client';
import { scriptSafeJson } from '../lib/structured-data';
import { AppProviders, colorSchemeOptions } from './app-providers';
import { HttpStatusContext } from '../lib/http-status';
import { routeHandle } from './route-handle';
import { withoutUnselectedUtilityClasses } from './unselected-utility-classes';
import { routes } from './router';
import type { PageRequest, PreparedPage, RenderedPage, ServerEntry } from '../../../server/src/http/server-entry-contract';
import { HYDRATE_AT_ONCE_ATTRIBUTE, SSR_STATE_ELEMENT_ID, type ServerRenderedState } from '../lib/ssr-state';

const handler = createStaticHandler(routes);

/** The page's queries, fetched from the server's own API without alerts (nobody sees them here). */
async function prefetchQueries(context: StaticHandlerContext, apiOrigin: string): Promise<QueryClient> {
  // Nothing retries or goes stale during one render; a failed query is left for the browser to fetch.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const request: RequestInit = { headers: { [SILENT_HEADER]: 'all', [API_ORIGIN_HEADER]: apiOrigin } };
  const queries = context.matches.flatMap((match) => routeHandle(match.route.handle).queries?.(match.params, request) ?? []);
  await Promise.all(queries.map((query) => query(queryClient)));
  return queryClient;
}

/** Renders the whole page (every Suspense boundary resolved) with React's streaming renderer, into one string. */
function renderToString(app: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(app, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}

/** React writes a page's `<title>`, meta and link tags ahead of its markup: they go into `<head>`. */
const hoistedTags = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/;

// Sets the stored colour scheme on <html> before the first paint, so a dark-scheme visitor sees no light flash.
// (Joy's InitColorSchemeScript component default-imports a CommonJS module, which Node's own loader hands over as an object.)
// The same for every page: the Content-Security-Policy allows it by its hash (`inlineScripts`).
const colorSchemeScript = renderToStaticMarkup(getInitColorSchemeScript(colorSchemeOptions));
const colorSchemeSource = /^<script>([\s\S]*)<\/script>$/.exec(colorSchemeScript)?.[1];
if (colorSchemeSource === undefined) throw new Error(`Joy's colour-scheme script is not one plain <script> element: ${colorSchemeScript.slice(0, 80)}`);

async function renderPage(context: StaticHandlerContext, queryClient: QueryClient, siteOrigin: string): Promise<RenderedPage> {
  const emotionCache: EmotionCache = createCache({ key: 'css' });
  // The styles are collected and sent as stylesheets, not inline beside each component.
  emotionCache.compat = true;
  const emotionServer = createEmotionServer(emotionCache);
  let status = context.statusCode;
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = await renderToString(
    <StrictMode>
      <HttpStatusContext.Provider value={{ set: (code) => (status = code) }}>
        <AppProviders queryClient={queryClient} emotionCache={emotionCache} siteOrigin={siteOrigin}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </HttpStatusContext.Provider>
    </StrictMode>,
  );
  const tags = hoistedTags.exec(markup)?.[0] ?? '';
  const html = markup.slice(tags.length);
  const chunks = emotionServer.extractCriticalToChunks(html).styles;
  // Global styles (`css-global`: the theme's variables, the baseline) first, as in the cascade Emotion builds in the browser.
  const cssOf = (global: boolean) => chunks.filter((chunk) => chunk.key.endsWith('-global') === global).map((chunk) => chunk.css).join('');
  const stylesheets = [cssOf(true), cssOf(false)].filter((css) => css !== '');
  return { status, head: tags + colorSchemeScript, html: withoutUnselectedUtilityClasses(html, stylesheets), stylesheets };
}

/** The public pages rendered to HTML with their data; the cabinet and sign-in are left to the browser. */
export async function preparePage({ url, apiOrigin, siteOrigin }: PageRequest): Promise<PreparedPage> {
  const address = new URL(url, siteOrigin);
  const matches = matchRoutes(routes, address.pathname) ?? [];
  if (matches.some((match) => routeHandle(match.route.handle).clientOnly)) return { kind: 'client' };

  const result = await handler.query(new Request(address));
  if (result instanceof Response) {
    return { kind: 'redirect', status: result.status, location: result.headers.get('Location') ?? '/' };
  }
  const context = result;
  const atOnce = context.matches.some((match) => routeHandle(match.route.handle).hydrateAtOnce?.(address) ?? false);
  const queryClient = await prefetchQueries(context, apiOrigin);
  const queries = dehydrate(queryClient);
  const state: ServerRenderedState = {
    queries,
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    siteOrigin,
  };
  return {
    kind: 'page',
    dataKey: JSON.stringify(queries.queries.map((query) => [query.queryHash, query.state.data])),
    stateScript: `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}"${atOnce ? ` ${HYDRATE_AT_ONCE_ATTRIBUTE}` : ''}>${scriptSafeJson(state)}</script>`,
    render: () => renderPage(context, queryClient, siteOrigin),
  };
}

export const serverEntry: ServerEntry = { preparePage, inlineScripts: [colorSchemeSource] };
