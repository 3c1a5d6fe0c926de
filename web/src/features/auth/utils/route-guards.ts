import { type LoaderFunctionArgs, redirect } from 'react-router';
import { paths } from '../../../config/paths';
import { loginPathFor } from './login-path';
import { redirectTarget } from './redirect-target';
import { resolveSessionUser } from './session-user';

/** Login-required routes (spec 2.2): a guest goes to /login?redirect=<full path>. */
export async function requireUserLoader({ request }: LoaderFunctionArgs) {
  if (await resolveSessionUser()) return null;
  const url = new URL(request.url);
  return redirect(loginPathFor(`${url.pathname}${url.search}${url.hash}`));
}

/** Guest-only routes: a signed-in user goes to the cabinet (or the redirect target, if safe). */
export async function guestOnlyLoader({ request }: LoaderFunctionArgs) {
  if (!(await resolveSessionUser())) return null;
  const url = new URL(request.url);
  return redirect(redirectTarget(url.searchParams.get('redirect'), url.origin));
}

/** The coach's screens: a client who follows a link there lands in her cabinet instead (the API refuses her anyway). */
export async function requireSuperuserLoader(args: LoaderFunctionArgs) {
  const user = await resolveSessionUser();
  if (!user) return requireUserLoader(args);
  return user.is_superuser ? null : redirect(paths.cabinet);
}
