import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Logger } from '../config/logger';
import { checkReadiness, type Probe } from '../modules/operations/readiness';

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

async function respond(request: IncomingMessage, response: ServerResponse, probes: readonly Probe[], logger: Logger): Promise<void> {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname.replace(/\/?$/, '/');
  if (request.method !== 'GET' && request.method !== 'HEAD') return answer(response, 405, { detail: 'Only GET' });
  if (path === '/api/health/') return answer(response, 200, { status: 'ok' });
  if (path === '/api/ready/') {
    const readiness = await checkReadiness(probes);
    if (readiness.status !== 'ready') logger.warn({ checks: readiness.checks }, 'not ready');
    return answer(response, readiness.status === 'ready' ? 200 : 503, readiness);
  }
  return answer(response, 404, { detail: 'Only /api/health/ and /api/ready/ here' });
}

/**
 * The probes of a process that serves no API (`APP_ROLES` without `web`), on the same paths and
 * with the same bodies as the API's `getHealth` and `getReadiness`, so one container health check
 * fits every role.
 */
export function healthListener(probes: readonly Probe[], logger: Logger): RequestListener {
  return (request, response) => {
    respond(request, response, probes, logger).catch((error: unknown) => {
      logger.error({ err: error, url: request.url }, 'health request failed');
      if (!response.headersSent) answer(response, 500, { detail: 'health check failed' });
      else response.destroy();
    });
  };
}
