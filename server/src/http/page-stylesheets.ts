/**
 * The server-rendered pages' styles as files: each distinct CSS text the renderer extracts (the
 * theme's variables and baseline, the same on every page; a page's components') is compressed
 * once and served at an address named by its hash, immutable, so a browser loads the shared sheet
 * once for the whole site and a page's own sheet once per kind of page.
 *
 * In memory a sheet is kept as long as a page that links it is kept: the page holds the sheet
 * (`Stylesheet.body`), the store only a weak reference, so the pages' bound (the renderer's kept
 * versions) bounds the sheets too and no sheet a kept page links goes first. Each sheet is also
 * written once to `folder` (in the data folder), so a page a proxy or a browser kept from before a
 * restart, or a page version this process let go, still finds its styles: a sheet asked for that
 * is not in memory is read from there (the last few such kept in memory).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ParameterizedContext } from 'koa';
import type { Logger } from '../config/logger';
import { privateFolder } from '../db/private-files';
import { encodeBody, hashOf, sendEncoded, type EncodedBody } from './encoded-body';

/** Where the stylesheets are served: under `/assets/`, which only hashed, immutable files share. */
export const stylesheetPrefix = '/assets/styles/';

/** As the built hashed assets (static-web.ts): a year, never revalidated. */
const immutableCacheControl = 'public, max-age=31536000, immutable';

/** A kept sheet: its address, and its body, which whoever links it holds on to. */
export type Stylesheet = { href: string; body: EncodedBody };

export type PageStylesheets = {
  /** The sheet of `css`, compressed once per distinct text while some page holds it. */
  put(css: string): Promise<Stylesheet>;
  /** Answers a request for a kept stylesheet; false when the path names none. */
  serve(ctx: ParameterizedContext, path: string): Promise<boolean>;
};

const cssType = 'text/css; charset=utf-8';
/** Sheets read back from the folder and kept in memory, the most recent last. */
const keptFromFolder = 8;

const isMissing = (error: unknown) => error instanceof Error && 'code' in error && error.code === 'ENOENT';

export function createPageStylesheets(options: { folder: string; logger: Logger }): PageStylesheets {
  const sheets = new Map<string, WeakRef<EncodedBody>>();
  const fromFolder = new Map<string, EncodedBody>();
  const fileOf = (hash: string) => path.join(options.folder, `${hash}.css`);
  let folderReady: Promise<void> | undefined;

  /** Writes the sheet to the folder once; a failure only costs the sheet's survival across a restart. */
  async function keepOnDisk(body: EncodedBody): Promise<void> {
    try {
      folderReady ??= privateFolder(options.folder);
      await folderReady;
      await writeFile(fileOf(body.hash), body.forms.identity, { flag: 'wx', mode: 0o600 }).catch((error: unknown) => {
        if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
      });
    } catch (error) {
      folderReady = undefined;
      options.logger.warn({ err: error, folder: options.folder, stylesheet: body.hash }, 'page stylesheet not kept on disk');
    }
  }

  async function readBack(name: string): Promise<EncodedBody | undefined> {
    // Only names this store gives (base64url hashes) reach the disk.
    if (!/^[A-Za-z0-9_-]{22}$/.test(name)) return undefined;
    const kept = fromFolder.get(name);
    if (kept) return kept;
    let bytes: Buffer;
    try {
      bytes = await readFile(fileOf(name));
    } catch (error) {
      if (!isMissing(error)) options.logger.error({ err: error, stylesheet: name }, 'page stylesheet not read from disk');
      return undefined;
    }
    const body = await encodeBody(bytes, cssType);
    if (body.hash !== name) return undefined;
    fromFolder.set(name, body);
    if (fromFolder.size > keptFromFolder) fromFolder.delete(fromFolder.keys().next().value ?? name);
    return body;
  }
  const forgotten = new FinalizationRegistry<string>((name) => {
    if (sheets.get(name)?.deref() === undefined) sheets.delete(name);
  });
  const sheetOf = (body: EncodedBody): Stylesheet => ({ href: `${stylesheetPrefix}${body.hash}.css`, body });

  return {
    async put(css) {
      const bytes = Buffer.from(css);
      const kept = sheets.get(hashOf(bytes))?.deref();
      if (kept) return sheetOf(kept);
      const body = await encodeBody(bytes, cssType);
      // Made twice at once, the first one made stays (equal bytes either way).
      const first = sheets.get(body.hash)?.deref();
      if (first) return sheetOf(first);
      sheets.set(body.hash, new WeakRef(body));
      forgotten.register(body, body.hash);
      await keepOnDisk(body);
      return sheetOf(body);
    },
    async serve(ctx, requestPath) {
      if (!requestPath.startsWith(stylesheetPrefix) || !requestPath.endsWith('.css')) return false;
      const name = requestPath.slice(stylesheetPrefix.length, -'.css'.length);
      const body = sheets.get(name)?.deref() ?? (await readBack(name));
      if (!body) return false;
      sendEncoded(ctx, body, { status: 200, cacheControl: immutableCacheControl });
      return true;
    },
  };
}
