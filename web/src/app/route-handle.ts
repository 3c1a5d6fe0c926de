/** Per-route data read by the root layout. */
export type RouteHandle = {
  /** Page title, shown before the practice name in the browser tab. */
  title?: string;
  /**
   * The page sets the document title itself from data it loads (useDocumentMeta), so the root
   * layout leaves the title alone.
   */
  titleFromPage?: boolean;
  /** `none`: the page opts out of the default layout (spec 2.2). */
  layout?: 'default' | 'none';
};

export function routeHandle(handle: unknown): RouteHandle {
  return typeof handle === 'object' && handle !== null ? handle : {};
}
