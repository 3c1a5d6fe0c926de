import { getCurrentUser } from '../../../api/generated/hooks';
import type { User } from '../../../api/generated/model';
import { withoutErrorAlert } from '../../../lib/api-client';
import { readCookie } from '../../../lib/cookies';
import { authStore } from '../../../lib/auth-store';
import { SIGNED_IN_HINT_COOKIE } from '../../../lib/signed-in-hint';


let pending: Promise<User | null> | undefined;

function forgetHint(): void {
  if (typeof document !== 'undefined') document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}

/**
 * Nobody is signed in in this browser any more (sign-out, a 401): forget the short user and the
 * hint at once, so a guard running before the server's answer to the logout does not restore her.
 */
export function forgetSessionUser(): void {
  authStore.clear();
  forgetHint();
}

async function askServer(): Promise<User | null> {
  try {
    authStore.setUser(await getCurrentUser(withoutErrorAlert));
    return authStore.getUser();
  } catch {
    // 401 (the session ended elsewhere) or no answer: this tab is signed out.
  }
  forgetHint();
  return null;
}

/**
 * The signed-in user of this browser. The short user in session storage (spec 4) is a cache of one
 * tab; a tab without it (a second tab, a link from a mail, a browser restart) asks the server
 * before deciding that nobody is signed in. Concurrent callers share one request.
 */
export function resolveSessionUser(): Promise<User | null> {
  const cached = authStore.getUser();
  if (cached) return Promise.resolve(cached);
  if (typeof document === 'undefined' || !readCookie(SIGNED_IN_HINT_COOKIE)) return Promise.resolve(null);
  pending ??= askServer().finally(() => {
    pending = undefined;
  });
  return pending;
}
