import { matchPath } from 'react-router';
import { legalPages, paths } from '../../../config/paths';

/** The screens a sign-in may lead back to (spec 2.1); the login screen itself is not one of them. */
const appPathPatterns = [
  paths.landing,
  paths.about,
  paths.blogs,
  paths.blogPost(':id'),
  paths.cabinet,
  paths.cabinetCalendar,
  paths.cabinetProducts,
  paths.cabinetSettings,
  paths.newsletters,
  paths.articles,
  paths.admin,
  paths.buySuccess(':id'),
  ...legalPages,
  paths.unsubscribe,
];

// The URL parser drops tabs and newlines and reads '\' as '/', so '/\t/evil' would become '//evil'.
const hasUnsafeCharacter = (value: string) => [...value].some((character) => character <= ' ' || character === '\u007f' || character === '\\');

const isAppPath = (pathname: string) => appPathPatterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);

/**
 * Where a signed-in user goes from `/login?redirect=…`: the target resolved against the current
 * origin, followed only when the origin stays the same and the path is one of the app's screens;
 * anything else (another site, `javascript:`, `//host`, a path that only the parser turns into one)
 * leads to the cabinet.
 */
export function redirectTarget(value: string | null | undefined, origin: string): string {
  if (!value || hasUnsafeCharacter(value)) return paths.cabinet;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return paths.cabinet;
  }
  if (url.origin !== origin || !isAppPath(url.pathname)) return paths.cabinet;
  return `${url.pathname}${url.search}${url.hash}`;
}
