/**
 * What the server renderer (web/src/app/entry-server.tsx, built by `vite build --ssr`) offers the
 * Koa server (server/src/http/page-rendering.ts). Types only, so both programs can import it.
 */

export type PageRequest = {
  /** The path and query asked for. */
  url: string;
  /** Where the page's data is fetched from: the server's own address. */
  apiOrigin: string;
  /** The public origin of canonical links and link previews. */
  siteOrigin: string;
};

/** A rendered page without its per-answer CSP nonce (in its place: `noncePlaceholder`). */
export type RenderedPage = {
  status: number;
  /** `<title>`, meta and link tags, and the page's extracted styles. */
  head: string;
  /** The markup of `#root`. */
  html: string;
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
      render(noncePlaceholder: string): Promise<RenderedPage>;
    };

export type ServerEntry = {
  preparePage(request: PageRequest): Promise<PreparedPage>;
};
