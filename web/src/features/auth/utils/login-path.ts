import { paths } from '../../../config/paths';

/**
 * The login address for someone who wants `target`: it carries `redirect` unless the target is the
 * landing or the login screen (then the user lands in the cabinet after signing in).
 */
export function loginPathFor(target: string): string {
  const pathname = target.split(/[?#]/, 1)[0];
  if (!target || pathname === paths.landing || pathname === paths.login) return paths.login;
  return `${paths.login}?${new URLSearchParams({ redirect: target }).toString()}`;
}
