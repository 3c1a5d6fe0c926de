import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import type { AppState } from './app-state';
import { isApiPath } from './api-path';

/** What `html.cspNonce` in web/vite.config.ts writes into the built page, replaced per answer. */
export const cspNoncePlaceholder = '__CSP_NONCE__';

/** The client-side routes of spec 2.1; anything else still gets the app, with status 404. */
const spaRoutes = [
  /^\/$/,
  /^\/about$/,
  /^\/blogs(\/\d+)?$/,
  /^\/login$/,
  /^\/lk(\/(calendar|product|setting|news-letter|article|admin))?$/,
  /^\/buy-success\/[\w-]+$/,
  /^\/user-(agreement|policy-agreement|personal-data|offer|notification-personal-data|notification|unsubscribe)$/,
];

/** Serves the built web app from `root` with SPA fallback; hashed assets are cached for a year. */
export function staticWebMiddleware(root: string): Middleware<AppState> {
  const indexFile = path.join(root, 'index.html');
  // Read once and kept in memory (a build replaces it only with a new start); not kept while missing.
  let indexPage: Promise<string> | undefined;
  const readIndexPage = (): Promise<string> => {
    indexPage ??= readFile(indexFile, 'utf8').catch((error: unknown) => {
      indexPage = undefined;
      throw error;
    });
    return indexPage;
  };
  return async (ctx, next) => {
    if (isApiPath(ctx.path) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) {
      await next();
      return;
    }
    const normalized = ctx.path.length > 1 ? ctx.path.replace(/\/+$/, '') : ctx.path;
    if (normalized !== '/' && path.extname(normalized)) {
      const immutable = normalized.startsWith('/assets/');
      try {
        await send(ctx, normalized, { root, maxage: immutable ? 365 * 86_400_000 : 0, immutable });
        return;
      } catch (error) {
        if ((error as { status?: number }).status !== 404) throw error;
        await next();
        return;
      }
    }
    let page: string;
    try {
      page = await readIndexPage();
    } catch {
      ctx.status = 503;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = 'Веб-приложение не собрано: выполните npm run build:web.';
      return;
    }
    // Each answer carries its own nonce (the security headers' CSP), so the page is never cached as is.
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = page.replaceAll(cspNoncePlaceholder, ctx.state.cspNonce ?? '');
    ctx.set('Cache-Control', 'no-store');
    ctx.status = spaRoutes.some((route) => route.test(normalized)) ? 200 : 404;
  };
}
