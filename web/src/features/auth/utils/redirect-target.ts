import { matchPath } from 'react-router';
import { isCabinetPath, legalPages, paths } from '../../../config/paths';

/**
 * The public screens a guest may sign in from (the header's «Войти» carries them, spec 2.1); the
 * login screen itself is not one of them. The screens behind the sign-in are not listed: every
 * address in the cabinet is a target (`isAppPath`).
 */
const publicScreenPatterns = [
  paths.landing,
  paths.about,
  paths.blogs,
  paths.blogPost(':id'),
  paths.buySuccess(':id'),
  paths.gift,
  ...legalPages,
  paths.userTestimonialPublication,
  paths.unsubscribe,
];

// The URL parser drops tabs and newlines and reads '\' as '/', so '/\t/evil' would become '//evil'.
const hasUnsafeCharacter = (value: string) => [...value].some((character) => character <= ' ' || character === '\u007f' || character === '\\');

/**
 * Whatever `requireUserLoader` sent to the login screen is in the cabinet, so a cabinet address is
 * always followed back (a certificate's `/lk/gift/{code}`, the testimonial invitation's
 * `/lk/testimonial`, any screen added there later) with no list to keep in step.
 */
const isAppPath = (pathname: string) =>
  isCabinetPath(pathname) || publicScreenPatterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);

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
