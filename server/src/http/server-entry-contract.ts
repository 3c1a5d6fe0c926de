/**
 * What the server renderer (web/src/app/entry-server.tsx, built by `vite build --ssr`) offers the
 * Koa server (server/src/http/server-renderer.ts loads it and keeps the rendered pages;
 * server/src/http/static-web.ts answers with them). Types only, so both programs can import it.
 */

export type PageRequest = {
  /** The path and query asked for. */
  url: string;
  /** Where the page's data is fetched from: the server's own address. */
  apiOrigin: string;
  /** The public origin of canonical links and link previews. */
  siteOrigin: string;
};

/** A rendered page, the same for every visitor (no per-answer nonce: see `ServerEntry.inlineScripts`). */
export type RenderedPage = {
  status: number;
  /** `<title>`, meta and link tags, and the inline scripts of `ServerEntry.inlineScripts`. */
  head: string;
  /** The markup of `#root`. */
  html: string;
  /**
   * The page's styles (CSS), for the server to send as stylesheets: first those every page shares
   * (the theme's variables, the baseline), then the page's own components'.
   */
  stylesheets: readonly string[];
};

export type PreparedPage =
  /** The cabinet and sign-in: the server sends the app shell and the browser renders the page. */
  | { kind: 'client' }
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      /** The data the page renders (JSON): equal data renders equal HTML, so the server may reuse it. */
      dataKey: string;
      /** The script element with the state the browser hydrates with (data, router state), for the end of `<head>`. */
      stateScript: string;
      render(): Promise<RenderedPage>;
    };

export type ServerEntry = {
  preparePage(request: PageRequest): Promise<PreparedPage>;
  /**
   * The text of every inline script the rendered pages carry (the colour-scheme script), the same
   * for every page: the Content-Security-Policy allows them by their hashes.
   */
  inlineScripts: readonly string[];
};
