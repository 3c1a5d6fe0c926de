import { readCookie } from './cookies';

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';
const CSRF_URL = '/api/csrf';

let pending: Promise<void> | null = null;

/** Fetches the cookie once (shared by concurrent callers); failures surface as a missing cookie. */
function requestCsrfCookie(): Promise<void> {
  pending ??= fetch(CSRF_URL, { credentials: 'include', headers: { Accept: 'application/json' } })
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** The token to echo in X-CSRFToken; asks the server for the cookie once when it is missing. */
export async function ensureCsrfToken(): Promise<string> {
  const present = readCookie(CSRF_COOKIE);
  if (present) return present;
  await requestCsrfCookie();
  const token = readCookie(CSRF_COOKIE);
  if (!token) throw new Error('Missing CSRF cookie.');
  return token;
}
