import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from '../config/logger';
import type { PageRequest, PreparedPage, RenderedPage, ServerEntry } from './server-entry-contract';

/** What `npm run build:web` writes beside the web app: the server renderer of its pages (`vite build --ssr`). */
export const serverEntryFile = (webRoot: string) => path.join(webRoot, '..', 'dist-ssr', 'entry-server.js');

/**
 * Rendered pages kept (about 0.2–0.4 MB each with their styles, in a 96 MB heap): the public pages
 * and the most visited articles; addresses with other queries (`?utm_…`) take turns.
 */
const cachedPages = 24;

export type PageAnswer =
  | { kind: 'client' }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; rendered: RenderedPage; stateScript: string };

export type ServerRenderer = {
  /** The page at `request.url`, rendered with its data (the nonce left as `noncePlaceholder`). */
  answer(request: PageRequest, noncePlaceholder: string): Promise<PageAnswer>;
};

/**
 * The web app's server renderer, loaded on first use; without a build of it every page gets the app
 * shell (the browser renders it). A page rendered with the same data as before is served from
 * memory: rendering, not fetching its data, is what costs.
 */
export function createServerRenderer(webRoot: string, logger: Logger): ServerRenderer {
  const entryFile = serverEntryFile(webRoot);
  let entry: Promise<ServerEntry | null> | undefined;
  const load = () =>
    (entry ??= existsSync(entryFile)
      ? import(pathToFileURL(entryFile).href).then((module: { serverEntry: ServerEntry }) => module.serverEntry)
      : Promise.resolve(null).finally(() => logger.warn({ entryFile }, 'no server renderer built: pages are rendered in the browser')));
  const rendered = new Map<string, RenderedPage>();

  async function render(prepared: Extract<PreparedPage, { kind: 'page' }>, url: string, noncePlaceholder: string): Promise<RenderedPage> {
    const key = `${url}\n${createHash('sha256').update(prepared.dataKey).digest('base64')}`;
    const cached = rendered.get(key);
    if (cached) {
      // Most recently used last, so the oldest goes first.
      rendered.delete(key);
      rendered.set(key, cached);
      return cached;
    }
    const page = await prepared.render(noncePlaceholder);
    rendered.set(key, page);
    if (rendered.size > cachedPages) rendered.delete(rendered.keys().next().value as string);
    return page;
  }

  return {
    async answer(request, noncePlaceholder) {
      const serverEntry = await load();
      if (!serverEntry) return { kind: 'client' };
      const prepared = await serverEntry.preparePage(request);
      if (prepared.kind !== 'page') return prepared;
      return { kind: 'page', rendered: await render(prepared, request.url, noncePlaceholder), stateScript: prepared.stateScript };
    },
  };
}
