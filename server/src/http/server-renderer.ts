import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from '../config/logger';
import type { PageRequest, PreparedPage, RenderedPage, ServerEntry } from './server-entry-contract';

/** What `npm run build:web` writes beside the web app: the server renderer of its pages (`vite build --ssr`). */
export const serverEntryFile = (webRoot: string) => path.join(webRoot, '..', 'dist-ssr', 'entry-server.js');

/**
 * Versions of pages kept (tens of KB each, compressed forms included, in a 96 MB heap): the public
 * pages and the most visited articles; addresses with other queries (`?utm_…`) take turns.
 */
const cachedPages = 24;

/** A page as the renderer made it, with what the browser hydrates it with and the inline scripts its CSP must allow. */
export type FinishedPage = RenderedPage & { stateScript: string; inlineScripts: readonly string[] };

export type PageAnswer<T> = { kind: 'client' } | { kind: 'redirect'; status: number; location: string } | { kind: 'page'; page: T };

export type ServerRenderer<T> = {
  /** The page at `request.url` with its data, as `finish` made it once for this version of the page. */
  answer(request: PageRequest): Promise<PageAnswer<T>>;
  /** Loads the renderer now, in the background, instead of on the first page request. */
  preload(): void;
};

/**
 * The web app's server renderer, loaded on first use or `preload`; without a build of it every page gets the app
 * shell (the browser renders it). A version of a page (its address and the data it renders) is
 * rendered and `finish`ed (filled into the document, compressed) once and kept: rendering, not
 * fetching the data, is what costs. A page whose data is as before is the kept one, state script
 * included, so its bytes and ETag stay the same until its data changes.
 */
export function createServerRenderer<T>(webRoot: string, logger: Logger, finish: (page: FinishedPage) => Promise<T>): ServerRenderer<T> {
  const entryFile = serverEntryFile(webRoot);
  let entry: Promise<ServerEntry | null> | undefined;
  const load = () =>
    (entry ??= existsSync(entryFile)
      ? import(pathToFileURL(entryFile).href).then((module: { serverEntry: ServerEntry }) => module.serverEntry)
      : Promise.resolve(null).finally(() => logger.warn({ entryFile }, 'no server renderer built: pages are rendered in the browser')));
  const versions = new Map<string, Promise<T>>();

  function version(serverEntry: ServerEntry, prepared: Extract<PreparedPage, { kind: 'page' }>, url: string): Promise<T> {
    const key = `${url}\n${createHash('sha256').update(prepared.dataKey).digest('base64')}`;
    const kept = versions.get(key);
    // Most recently used last, so the oldest goes first.
    versions.delete(key);
    const made =
      kept ??
      prepared.render().then((rendered) => finish({ ...rendered, stateScript: prepared.stateScript, inlineScripts: serverEntry.inlineScripts }));
    versions.set(key, made);
    const oldest = versions.keys().next();
    if (versions.size > cachedPages && !oldest.done) versions.delete(oldest.value);
    // A failed rendering is not kept: the next request tries again.
    made.catch(() => {
      if (versions.get(key) === made) versions.delete(key);
    });
    return made;
  }

  return {
    preload() {
      load().catch((error: unknown) => logger.error({ err: error, entryFile }, 'the server renderer failed to load: pages answer 500 until a restart'));
    },
    async answer(request) {
      const serverEntry = await load();
      if (!serverEntry) return { kind: 'client' };
      const prepared = await serverEntry.preparePage(request);
      if (prepared.kind !== 'page') return prepared;
      return { kind: 'page', page: await version(serverEntry, prepared, request.url) };
    },
  };
}
