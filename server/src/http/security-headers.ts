import { randomBytes } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import type { Middleware } from 'koa';
import type { AppState } from './app-state';
import { isApiPath } from './api-path';

/** The YooKassa checkout widget: its script, and the payment form it renders in a frame. */
const yookassaWidget = {
  script: 'https://yookassa.ru',
  frames: ['https://yookassa.ru', 'https://*.yookassa.ru', 'https://yoomoney.ru', 'https://*.yoomoney.ru'],
} as const;

// One nonce per response: Emotion (Joy UI) inserts <style> elements at run time and tags them
// with it, so style-src needs no 'unsafe-inline'. The headers are worked out once, with this
// stand-in where the nonce goes, and each answer gets them with its own nonce put in.
const nonceStandIn = 'csp-nonce-stand-in';
const nonceSource = `'nonce-${nonceStandIn}'`;

/** The headers a connect-style middleware (helmet) sets on an answer, worked out once. */
function headersSetBy(middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void): Array<[string, string]> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  middleware(request, response, (error) => {
    if (error) throw error instanceof Error ? error : new Error('helmet could not work out the security headers', { cause: error });
  });
  return Object.entries(response.getHeaders()).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]);
}

/** A year of HTTPS only, for the site and its subdomains. */
const hstsMaxAgeSeconds = 31_536_000;

/**
 * The short set of an API answer (JSON, a PDF, an image), after OWASP's REST Security cheat
 * sheet: no document policies (an API answer runs no script and loads nothing), nothing kept by
 * the browser or a proxy unless the operation says otherwise (its handler sets Cache-Control
 * after these), no framing, nosniff, no cross-origin reads of the bytes, the pages' referrer rule,
 * and HSTS when the site is served over HTTPS.
 */
function apiHeaders(https: boolean): Array<[string, string]> {
  return [
    ['Cache-Control', 'no-store'],
    ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ...(https ? [['Strict-Transport-Security', `max-age=${hstsMaxAgeSeconds}; includeSubDomains`] as [string, string]] : []),
  ];
}

/**
 * Security headers on every answer. Pages (and the files they load) get a Content-Security-Policy
 * that allows the app itself and the YooKassa widget only, with a nonce of their own, no framing
 * of the site, nosniff, a referrer that carries at most the origin off-site, and HSTS only when
 * the site is served over HTTPS; API answers get the short set of `apiHeaders`.
 */
export function securityHeadersMiddleware(options: { https: boolean }): Middleware<AppState> {
  const headers = headersSetBy(helmet({
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
    strictTransportSecurity: options.https ? { maxAge: hstsMaxAgeSeconds, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  }));
  // Split once where the nonce goes: an answer only joins the pieces with its own.
  const fixed = headers.filter(([, value]) => !value.includes(nonceStandIn));
  const withNonce = headers.filter(([, value]) => value.includes(nonceStandIn)).map(([name, value]) => [name, value.split(nonceStandIn)] as const);
  const forApi = apiHeaders(options.https);
  const nextNonce = nonces();
  // Not async: what it does comes before the rest of the chain, so it returns the chain's own promise.
  return (ctx, next) => {
    if (isApiPath(ctx.path)) {
      for (const [name, value] of forApi) ctx.set(name, value);
    } else {
      const nonce = nextNonce();
      ctx.state.cspNonce = nonce;
      for (const [name, value] of fixed) ctx.set(name, value);
      for (const [name, pieces] of withNonce) ctx.set(name, pieces.join(nonce));
    }
    return next();
  };
}

/** Bytes drawn for this many nonces at once: one call into the CSPRNG instead of one per answer. */
const noncesPerDraw = 256;

/** Fresh 16-byte random nonces (base64), each answer its own, drawn from the CSPRNG in batches. */
function nonces(): () => string {
  let drawn = Buffer.alloc(0);
  let offset = 0;
  return () => {
    if (offset >= drawn.length) {
      drawn = randomBytes(16 * noncesPerDraw);
      offset = 0;
    }
    offset += 16;
    return drawn.toString('base64', offset - 16, offset);
  };
}
