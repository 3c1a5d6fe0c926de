import { createHash } from 'node:crypto';
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

/**
 * Style elements whose text is empty: Emotion (Joy UI) inserts its rules into such elements through
 * the CSSOM (`speedy`, web/src/app/emotion-cache.ts), which the policy does not govern, so
 * style-src needs neither 'unsafe-inline' nor a per-answer nonce. A style element with any text
 * (injected markup) is refused.
 */
const emptyStyleElement = `'${cspHashOf('')}'`;

/** A CSP hash source's value (without quotes) for an inline script's or style's exact text. */
function cspHashOf(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

/**
 * `policy` with script-src also allowing these inline scripts (their exact text) by their hashes:
 * what the server renderer writes into every page (the colour-scheme script), the same for every
 * answer, so the page needs no nonce and can be kept and shared as it is.
 */
export function withInlineScripts(policy: string, scripts: readonly string[]): string {
  if (scripts.length === 0) return policy;
  const hashes = scripts.map((script) => `'${cspHashOf(script)}'`);
  return policy
    .split(';')
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return name === 'script-src' ? [name, ...sources, ...hashes].join(' ') : directive;
    })
    .join(';');
}

/** The headers a connect-style middleware (helmet) sets on an answer, worked out once. */
function headersSetBy(middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void): ReadonlyArray<readonly [string, string]> {
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

/** The security headers of an answer, by kind: a page (or a file it loads), or an API answer. */
export type SecurityHeaderSets = { page: ReadonlyArray<readonly [string, string]>; api: ReadonlyArray<readonly [string, string]> };

/**
 * The security headers, worked out once per process. Pages (and the files they load) get a
 * Content-Security-Policy that allows the app itself and the YooKassa widget only (a page adds its
 * inline scripts' hashes, `withInlineScripts`), no inline style but Emotion's empty style elements,
 * no framing of the site, nosniff, a referrer that carries at most the origin off-site, and HSTS
 * only when the site is served over HTTPS; API answers get the short set of `apiHeaders`.
 */
export function securityHeaderSets(options: { https: boolean }): SecurityHeaderSets {
  const page = headersSetBy(helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", yookassaWidget.script],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", emptyStyleElement],
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
  return { page, api: apiHeaders(options.https) };
}

/** Security headers on every answer (`securityHeaderSets`): the page set, or the API set for the API's paths. */
export function securityHeadersMiddleware(options: { https: boolean }): Middleware<AppState> {
  const sets = securityHeaderSets(options);
  // Not async: what it does comes before the rest of the chain, so it returns the chain's own promise.
  return (ctx, next) => {
    for (const [name, value] of isApiPath(ctx.path) ? sets.api : sets.page) ctx.set(name, value);
    return next();
  };
}
