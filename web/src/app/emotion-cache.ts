import createCache from '@emotion/cache';

/**
 * Emotion inserts the styles it makes in the browser as rules of empty `<style>` elements
 * (`speedy`, also outside production: text put into a style element would need 'unsafe-inline'),
 * which the Content-Security-Policy allows by the hash of the empty text
 * (server/src/http/security-headers.ts); the server-rendered page's own styles come as stylesheets.
 */
export function createEmotionCache() {
  return createCache({ key: 'css', speedy: true });
}
