import createCache from '@emotion/cache';

/**
 * Emotion's style elements carry the page's CSP nonce (Vite writes it into
 * `<meta property="csp-nonce">`, the server fills it per answer), so the Content-Security-Policy
 * needs no 'unsafe-inline' for styles. Browsers hide a nonce attribute's value; the property keeps it.
 */
export function createEmotionCache() {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return createCache({ key: 'css', nonce: meta?.nonce || undefined });
}
