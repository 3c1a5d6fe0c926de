import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import type { Logger } from '../config/logger';
import type { AppState } from './app-state';
import { isApiPath } from './api-path';
import { encodeBody, sendEncoded } from './encoded-body';
import type { KeptPages, ServedPage } from './kept-pages';
import { pageCacheControl } from './page-cache-control';
import { createPageStylesheets, type PageStylesheets } from './page-stylesheets';
import { withInlineScripts } from './security-headers';
import { createServerRenderer, type FinishedPage } from './server-renderer';

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

const htmlType = 'text/html; charset=utf-8';

const stylesheetLink = (href: string) => `<link rel="stylesheet" href="${href}">`;

/** A rendered page filled into the built document, its styles put as stylesheets, and compressed. */
async function servedPage(template: string, page: FinishedPage, stylesheets: PageStylesheets): Promise<ServedPage> {
  const sheets = await Promise.all(page.stylesheets.map((css) => stylesheets.put(css)));
  const links = sheets.map((sheet) => stylesheetLink(sheet.href)).join('');
  const document = template.replace(headSlot, () => page.head + links + page.stateScript).replace(htmlSlot, () => page.html);
  const body = await encodeBody(Buffer.from(document), htmlType);
  return { kind: 'html', status: page.status, body, inlineScripts: page.inlineScripts, stylesheets: sheets };
}

/** The app shell, the same for every address the browser renders. */
async function servedShell(template: string): Promise<ServedPage> {
  const document = template.replace(headSlot, '').replace(htmlSlot, shellHtml);
  return { kind: 'html', status: 200, body: await encodeBody(Buffer.from(document), htmlType), inlineScripts: [], stylesheets: [] };
}

/**
 * Serves the built web app from `root`: files (hashed assets cached for a year), and every page
 * rendered on the server with its data (the cabinet and sign-in as the app shell), with the
 * status the page gives (404 for «Страница не найдена»). An address with a trailing slash moves
 * (301) to the one without.
 */
/**
 * `stylesheetFolder`: where the pages' stylesheets are kept across restarts (`page-stylesheets.ts`);
 * `pages`: where the prepared pages are kept, which `keptPagesMiddleware` answers from early in the chain.
 */
export function staticWebMiddleware(options: { root: string; siteOrigin: string; logger: Logger; pages: KeptPages; stylesheetFolder: string }): Middleware<AppState> {
  const { root, siteOrigin } = options;
  const indexFile = path.join(root, 'index.html');
  const stylesheets = createPageStylesheets({ folder: options.stylesheetFolder, logger: options.logger });
  // Read once and kept in memory (a build replaces it only with a new start); not kept while missing.
  let indexPage: Promise<{ template: string; shell: Promise<ServedPage> }> | undefined;
  const readIndexPage = () => {
    indexPage ??= readFile(indexFile, 'utf8').then(
      (template) => ({ template, shell: servedShell(template) }),
      (error: unknown) => {
        indexPage = undefined;
        throw error;
      },
    );
    return indexPage;
  };
  const renderer = createServerRenderer(root, options.logger, async (page) => servedPage((await readIndexPage()).template, page, stylesheets));
  // Loaded at start, not by the first visitor: she does not wait for it, and the idle figure after
  // start-up already holds it (bench:memory).
  renderer.preload();
  // Every visitor gets the same page for an address (rendered without her cookies), so it is
  // prepared once and kept (`read-cache.ts`): never across a write through this process; past its
  // second it is prepared again behind the requests, which get the previous version for a few
  // seconds at most (`keptPageStaleMs`), so what changes with time alone (an article whose
  // publication time has come) shows within them. Preparing fetches the data; a version of the page whose
  // data did not change is the one the renderer kept, bytes, compressed forms and ETag alike.
  const pages = options.pages;
  const policies = pagePolicies();
  return async (ctx, next) => {
    if (isApiPath(ctx.path) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) {
      await next();
      return;
    }
    if (await stylesheets.serve(ctx, ctx.path)) return;
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
    let document: Awaited<ReturnType<typeof readIndexPage>>;
    try {
      document = await readIndexPage();
    } catch {
      ctx.status = 503;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = 'Веб-приложение не собрано: выполните npm run build:web.';
      return;
    }
    let page: ServedPage;
    let rendered = true;
    try {
      const apiOrigin = ownOrigin(ctx.req.socket);
      page = await pages.get(ctx.url, async () => {
        const answer = await renderer.answer({ url: ctx.url, apiOrigin, siteOrigin });
        return answer.kind === 'page' ? answer.page : answer.kind === 'client' ? document.shell : answer;
      });
    } catch (error) {
      // The browser can still render the page from the shell (a failed rendering is not kept).
      ctx.state.log.error({ err: error, url: ctx.url }, 'server rendering failed; answering with the app shell');
      page = await document.shell;
      rendered = false;
    }
    if (page.kind === 'redirect') {
      ctx.status = page.status;
      ctx.redirect(page.location);
      return;
    }
    ctx.set('Content-Security-Policy', policies(ctx.response.get('Content-Security-Policy'), page.inlineScripts));
    // The shell in place of a failed rendering is kept by no one: the next request renders again.
    sendEncoded(ctx, page.body, { status: page.status, cacheControl: rendered ? pageCacheControl(ctx) : 'no-store' });
  };
}

/**
 * The security headers' policy with a page's inline scripts allowed (`withInlineScripts`), worked
 * out once: every page carries the same scripts, and the policy is the same for every answer.
 */
function pagePolicies(): (policy: string, inlineScripts: readonly string[]) => string {
  const made = new Map<string, string>();
  return (policy, inlineScripts) => {
    const key = `${policy}\n${inlineScripts.join('\n')}`;
    let page = made.get(key);
    if (page === undefined) {
      page = withInlineScripts(policy, inlineScripts);
      // Bounded all the same: one policy per server and build in practice.
      if (made.size >= 4) made.clear();
      made.set(key, page);
    }
    return page;
  };
}
