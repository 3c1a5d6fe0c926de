import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Middleware } from 'koa';
import helmet from 'koa-helmet';
import type { AppState } from './app-state';

/** The YooKassa checkout widget: its script, and the payment form it renders in a frame. */
const yookassaWidget = {
  script: 'https://yookassa.ru',
  frames: ['https://yookassa.ru', 'https://*.yookassa.ru', 'https://yoomoney.ru', 'https://*.yoomoney.ru'],
} as const;

// One nonce per response: Emotion (Joy UI) inserts <style> elements at run time and tags them
// with it, so style-src needs no 'unsafe-inline'. Helmet hands directive functions the raw request.
const nonces = new WeakMap<IncomingMessage, string>();
const nonceSource = (req: IncomingMessage) => `'nonce-${nonces.get(req) ?? ''}'`;

/**
 * Security headers on every answer (pages and API): a Content-Security-Policy that allows the
 * app itself and the YooKassa widget only, no framing of the site, nosniff, a referrer that
 * carries at most the origin off-site, and HSTS only when the site is served over HTTPS.
 */
export function securityHeadersMiddleware(options: { https: boolean }): Middleware<AppState> {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", nonceSource, yookassaWidget.script],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", nonceSource],
        imgSrc: ["'self'", 'data:', 'blob:', yookassaWidget.script],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", yookassaWidget.script],
        // canvas-confetti draws the payment celebration in a worker it creates from a blob.
        workerSrc: ["'self'", 'blob:'],
        frameSrc: [...yookassaWidget.frames],
        upgradeInsecureRequests: options.https ? [] : null,
      },
    },
    // The widget may open 3-D Secure or a bank's page in a pop-up that reports back.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
  return async (ctx, next) => {
    const nonce = randomBytes(16).toString('base64');
    nonces.set(ctx.req, nonce);
    ctx.state.cspNonce = nonce;
    await headers(ctx, next);
  };
}
