import { createContext, useContext } from 'react';

/**
 * The site's public origin (`https://coach.example`), for canonical links and link previews. The
 * server renderer provides its PUBLIC_URL and hands it on in the page, so the browser's render
 * matches; a page rendered by the browser alone uses the address it was opened at.
 */
export const SiteOriginContext = createContext<string | null>(null);

export function useSiteOrigin(): string {
  const provided = useContext(SiteOriginContext);
  return provided ?? (typeof window === 'undefined' ? '' : window.location.origin);
}
