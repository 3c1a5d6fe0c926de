import { randomBytes } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import type { Middleware } from 'koa';
import type { AppState } from './app-state';

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

/**
 * Security headers on every answer (pages and API): a Content-Security-Policy that allows the
 * app itself and the YooKassa widget only, no framing of the site, nosniff, a referrer that
 * carries at most the origin off-site, and HSTS only when the site is served over HTTPS.
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
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  }));
  // Split once where the nonce goes: an answer only joins the pieces with its own.
  const fixed = headers.filter(([, value]) => !value.includes(nonceStandIn));
  const withNonce = headers.filter(([, value]) => value.includes(nonceStandIn)).map(([name, value]) => [name, value.split(nonceStandIn)] as const);
  const nextNonce = nonces();
  return async (ctx, next) => {
    const nonce = nextNonce();
    ctx.state.cspNonce = nonce;
    for (const [name, value] of fixed) ctx.set(name, value);
    for (const [name, pieces] of withNonce) ctx.set(name, pieces.join(nonce));
    await next();
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
