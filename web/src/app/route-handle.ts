/** Per-route data read by the root layout. */
export type RouteHandle = {
  /** Page title, shown before the practice name in the browser tab. */
  title?: string;
  /** `none`: the page opts out of the default layout (spec 2.2). */
  layout?: 'default' | 'none';
};

export function routeHandle(handle: unknown): RouteHandle {
  return typeof handle === 'object' && handle !== null ? (handle as RouteHandle) : {};
}
