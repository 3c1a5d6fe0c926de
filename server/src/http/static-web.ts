import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import type { Logger } from '../config/logger';
import type { AppState } from './app-state';
import { isApiPath } from './api-path';
import { createReadCache, type WriteGeneration } from './read-cache';
import { createServerRenderer, type PageAnswer } from './server-renderer';

/** What `html.cspNonce` in web/vite.config.ts writes into the built page, replaced per answer. */
export const cspNoncePlaceholder = '__CSP_NONCE__';

/** Where web/index.html takes the page's head tags and its markup. */
const headSlot = '<!--app-head-->';
const htmlSlot = '<!--app-html-->';

/** The app shell of the pages the browser renders (the cabinet, sign-in). */
const shellHtml = '<noscript>Для работы личного кабинета включите JavaScript.</noscript>';

/** The address this server answered on, for the server renderer's requests to its own API. */
function ownOrigin(socket: { localAddress?: string; localPort?: number; localFamily?: string }): string {
  const address = socket.localAddress ?? '127.0.0.1';
  return `http://${address.includes(':') ? `[${address}]` : address}:${socket.localPort ?? 80}`;
}

function fillPage(template: string, answer: Exclude<PageAnswer, { kind: 'redirect' }>): string {
  if (answer.kind === 'client') return template.replace(headSlot, '').replace(htmlSlot, shellHtml);
  return template.replace(headSlot, () => answer.rendered.head + answer.stateScript).replace(htmlSlot, () => answer.rendered.html);
}

/** A page as it is sent, but for its nonce: the bytes between the places the nonce goes. */
type ServedPage = { kind: 'redirect'; status: number; location: string } | { kind: 'html'; status: number; between: Buffer[] };

function servedPage(template: string, answer: PageAnswer): ServedPage {
  if (answer.kind === 'redirect') return answer;
  const between = fillPage(template, answer)
    .split(cspNoncePlaceholder)
    .map((part) => Buffer.from(part));
  return { kind: 'html', status: answer.kind === 'page' ? answer.rendered.status : 200, between };
}

/** The page's bytes with this answer's nonce put in (bytes, so Koa neither measures nor encodes the text again). */
function withNonce(between: readonly Buffer[], nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce);
  return Buffer.concat(between.flatMap((part, index) => (index === 0 ? [part] : [nonceBytes, part])));
}

/** Pages kept ready to send: the public pages and the most visited articles; other addresses (`?utm_…`) take turns. */
const cachedPages = 24;

/**
 * Serves the built web app from `root`: files (hashed assets cached for a year), and every page
 * rendered on the server with its data (the cabinet and sign-in as the app shell), with the
 * status the page gives (404 for «Страница не найдена»). An address with a trailing slash moves
 * (301) to the one without.
 */
export function staticWebMiddleware(options: { root: string; siteOrigin: string; logger: Logger; writes: WriteGeneration }): Middleware<AppState> {
  const { root, siteOrigin } = options;
  const indexFile = path.join(root, 'index.html');
  const renderer = createServerRenderer(root, options.logger);
  // Every visitor gets the same page for an address (rendered without her cookies), so it is
  // rendered once and kept (`read-cache.ts`): never across a write through this process, and for a
  // second at most, so what changes with time alone (an article whose publication time has come)
  // shows on the next request after it.
  const pages = createReadCache<string, ServedPage>({ generation: options.writes, maxEntries: cachedPages });
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
    const normalized = ctx.path.length > 1 ? ctx.path.replace(/\/+$/, '') || '/' : ctx.path;
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
    if (normalized !== ctx.path) {
      ctx.status = 301;
      ctx.redirect(`${normalized}${ctx.search}`);
      return;
    }
    let template: string;
    try {
      template = await readIndexPage();
    } catch {
      ctx.status = 503;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = 'Веб-приложение не собрано: выполните npm run build:web.';
      return;
    }
    let page: ServedPage;
    try {
      const apiOrigin = ownOrigin(ctx.req.socket);
      page = await pages.get(ctx.url, async () => servedPage(template, await renderer.answer({ url: ctx.url, apiOrigin, siteOrigin }, cspNoncePlaceholder)));
    } catch (error) {
      // The browser can still render the page from the shell (a failed rendering is not kept).
      ctx.state.log.error({ err: error, url: ctx.url }, 'server rendering failed; answering with the app shell');
      page = servedPage(template, { kind: 'client' });
    }
    if (page.kind === 'redirect') {
      ctx.status = page.status;
      ctx.redirect(page.location);
      return;
    }
    // Each answer carries its own nonce (the security headers' CSP), so the browser never keeps the page as is.
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = withNonce(page.between, ctx.state.cspNonce ?? '');
    ctx.set('Cache-Control', 'no-store');
    ctx.status = page.status;
  };
}
