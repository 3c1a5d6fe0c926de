import Koa from 'koa';
import compress from 'koa-compress';
import type { Logger } from './config/logger';
import type { AppState } from './http/app-state';
import { csrfRenewalMiddleware } from './http/csrf';
import { errorMiddleware } from './http/error-middleware';
import { formBodyMiddleware } from './http/form-body';
import { multipartBodyMiddleware } from './http/multipart-body';
import { maxWorkspaceFileBytes } from './modules/workspace/events';
import { jsonBodyMiddleware } from './http/json-request-body';
import { createKeptPages, keptPagesMiddleware } from './http/kept-pages';
import { methodNotAllowed, notFound } from './http/errors';
import type { AwaitPosition } from './eventstore/read-your-writes';
import type { HandlerMap } from './http/handler-types';
import { createOperationRouter } from './http/operation-router';
import { operations } from './generated/operations';
import { requestContextMiddleware } from './http/request-context';
import { advancingAfterWrites, type WriteGeneration } from './http/read-cache';
import { securityHeadersMiddleware } from './http/security-headers';
import { sharedAnswersMiddleware } from './http/shared-answers';
import { staticWebMiddleware } from './http/static-web';
import { loginSessionMiddleware } from './modules/auth/login-session-middleware';
import { metricsEndpoint } from './modules/operations/metrics';
import type { Registry } from 'prom-client';
import { oneClickUnsubscribePath } from './modules/newsletters/unsubscribe-tokens';
import type { LoginSessions } from './modules/auth/login-sessions';
import type { FindUser } from './modules/auth/user-records';
import { isApiPath } from './http/api-path';

export type AppDeps = {
  logger: Logger;
  /** The app's clock (a test's clock in tests): each request reads it once, when it starts. */
  now: () => Date;
  appSecret: string;
  /** Trust X-Forwarded-* (behind an HTTPS proxy), so cookies get `Secure`. */
  trustProxy: boolean;
  /** PUBLIC_URL is https: the answers carry HSTS and ask browsers to upgrade insecure requests. */
  servedOverHttps: boolean;
  handlers: HandlerMap;
  /** Waits for the read models to show a position: every operation's answer waits for its own writes. */
  awaitPosition: AwaitPosition;
  loginSessions: LoginSessions;
  /** The account of a signed-in request (kept for a moment, see `http/read-cache.ts`). */
  findUser: FindUser;
  /** Advanced when an unsafe request ends: cached reads are not served across it. */
  writes: WriteGeneration;
  adminEmails: readonly string[];
  /** Request timing, and `/metrics` behind its bearer token (absent without `METRICS_TOKEN`). */
  metrics: { timer: Koa.Middleware; registry: Registry; token: string | undefined };
  webRoot: string;
  /** Where the server-rendered pages' stylesheets are kept across restarts (in the data folder). */
  stylesheetFolder: string;
  /** PUBLIC_URL: the origin of the pages' canonical links, sitemap and feed. */
  publicUrl: string;
  /** /sitemap.xml, /robots.txt and the blog's feed. */
  siteFiles: Koa.Middleware<AppState>;
};

/**
 * Not below 14 KiB: a body that fits TCP's first flight (10 segments) arrives no sooner compressed,
 * and compressing it costs every request CPU (the landing page, the API's small JSON answers).
 */
const compressionThresholdBytes = 14 * 1024;

/** The largest request body taken (a product's file travels base64 in JSON): `PayloadTooLarge` in the contract. */
const requestBodyLimitBytes = 15 * 1024 * 1024;

/** The paths of the operations whose answers are the same for every visitor (`x-shared-answer` in the contract). */
const sharedAnswerPaths = new Set(Object.values(operations).flatMap((operation) => (operation.sharedAnswer ? [operation.path] : [])));

/**
 * The middleware chain, in order: context, kept pages, security headers, errors, session, CSRF
 * renewal, shared answers, compression, body, API (checks CSRF per operation), web app.
 */
export function createApp(deps: AppDeps): Koa<AppState> {
  // Behind the proxy, the client IP (the per-IP limits count it) is the last X-Forwarded-For entry,
  // the one the proxy added; earlier entries come from the client and could be anything.
  const app = new Koa<AppState>({ proxy: deps.trustProxy, maxIpsCount: 1 });
  const operationRoutes = createOperationRouter(deps.handlers, { csrfSecret: deps.appSecret, awaitPosition: deps.awaitPosition });
  app.use(deps.metrics.timer);
  app.use(requestContextMiddleware(deps.logger, deps.now));
  app.use(advancingAfterWrites(deps.writes));
  // A page the web app keeps is sent from here, with the headers the chain below would give it.
  const keptPages = createKeptPages(deps.writes, deps.logger);
  app.use(keptPagesMiddleware({ pages: keptPages, https: deps.servedOverHttps }));
  app.use(securityHeadersMiddleware({ https: deps.servedOverHttps }));
  app.use(errorMiddleware());
  app.use(metricsEndpoint(deps.metrics.registry, deps.metrics.token));
  app.use(loginSessionMiddleware({ loginSessions: deps.loginSessions, findUser: deps.findUser, adminEmails: deps.adminEmails }));
  app.use(csrfRenewalMiddleware(deps.appSecret));
  // Everything above belongs to the visitor; everything below only makes the answer, which a public read shares.
  app.use(sharedAnswersMiddleware({ paths: sharedAnswerPaths, writes: deps.writes, maxSharedBytes: compressionThresholdBytes }));
  app.use(compress({ threshold: compressionThresholdBytes }));
  // RFC 8058 posts the one-click unsubscribe as a form; every other route takes JSON only.
  app.use(formBodyMiddleware(new Set([oneClickUnsubscribePath])));
  // A workspace file is uploaded as a form with its file (the contract's multipart body).
  app.use(multipartBodyMiddleware(new Set([operations.uploadWorkspaceFile.path]), maxWorkspaceFileBytes));
  app.use(jsonBodyMiddleware(requestBodyLimitBytes));
  app.use(operationRoutes);
  app.use(async (ctx, next) => {
    if (isApiPath(ctx.path) && ctx.status === 404 && ctx.body === undefined) {
      // The router leaves the layers whose path matched, whatever their method.
      const pathKnown = ((ctx as { matched?: Array<{ methods: string[] }> }).matched ?? []).some((layer) => layer.methods.length > 0);
      throw pathKnown ? methodNotAllowed() : notFound('Такого метода API нет.');
    }
    await next();
  });
  app.use(deps.siteFiles);
  app.use(staticWebMiddleware({ root: deps.webRoot, siteOrigin: deps.publicUrl, logger: deps.logger, pages: keptPages, stylesheetFolder: deps.stylesheetFolder }));
  app.on('error', (error: NodeJS.ErrnoException) => {
    // A client that goes away mid-response is not a server fault.
    const aborted = error.code === 'ERR_STREAM_PREMATURE_CLOSE' || error.code === 'ECONNRESET' || error.code === 'EPIPE';
    deps.logger[aborted ? 'debug' : 'error']({ err: error }, 'response failed');
  });
  return app;
}
