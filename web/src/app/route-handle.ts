import type { PageQueries } from '../lib/page-queries';

export type { PageQueries, PageQuery } from '../lib/page-queries';
export { pageQuery } from '../lib/page-queries';

/** Per-route data read by the root layout and the server renderer. */
export type RouteHandle = {
  /** Page title, shown before the practice name in the browser tab. */
  title?: string;
  /**
   * The page sets the document title itself from data it loads (PageMeta), so the root
   * layout leaves the title alone.
   */
  titleFromPage?: boolean;
  /** `none`: the page opts out of the default layout (spec 2.2). */
  layout?: 'default' | 'none';
  /** The server sends the bare app shell and the browser renders the page (the cabinet, sign-in). */
  clientOnly?: boolean;
  /** The data the page needs in its server-rendered HTML. */
  queries?: PageQueries;
  /**
   * The server-rendered page does something on arrival at this address (unsubscribes, scrolls to a
   * section), so the browser hydrates it at once instead of on the visitor's first intent.
   */
  hydrateAtOnce?: (address: URL) => boolean;
};

export function routeHandle(handle: unknown): RouteHandle {
  return typeof handle === 'object' && handle !== null ? handle : {};
}
