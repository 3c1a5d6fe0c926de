const probeOrigin = 'https://app.invalid';

/**
 * The `redirect` query target when it is a same-site path (starts with one '/'), else null.
 * The login screen itself is never a target.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(value, probeOrigin);
  } catch {
    return null;
  }
  if (url.origin !== probeOrigin) return null;
  if (url.pathname === '/login') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
