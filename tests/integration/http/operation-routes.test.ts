import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';

/** Method and path as sent (fetch would refuse some methods and normalise some paths). */
function answerTo(app: TestApp, method: string, path: string): Promise<{ status: number; allow: string | undefined }> {
  const { hostname, port } = new URL(app.baseUrl);
  return new Promise((resolve, reject) => {
    const sent = request({ hostname, port, method, path }, (response) => {
      response.resume();
      response.once('end', () => resolve({ status: response.statusCode ?? 0, allow: response.headers.allow }));
    });
    sent.once('error', reject);
    sent.end();
  });
}

// How a request finds its operation (as @koa/router compares paths): without case, the trailing
// slash as the contract writes it (optional where it writes none), 405 for a known path with another method, 404 for an unknown one.
describe('operation routes', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ backend: 'embedded' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each([
    ['GET', '/api/dictionary/consultationType/', 200],
    ['HEAD', '/api/dictionary/consultationType/', 200],
    ['GET', '/API/Dictionary/ConsultationType/', 200],
    ['GET', '/api/dictionary/consultationType', 404],
    ['GET', '/api/csrf', 200],
    ['GET', '/api/csrf/', 200],
    ['GET', '/api/user-me/', 401],
    ['GET', '/api/User-Me/', 401],
    ['GET', '/api/user-me', 404],
    ['DELETE', '/api/user-me/', 405],
    ['PATCH', '/api/user-me/', 405],
    ['OPTIONS', '/api/user-me/', 405],
    ['GET', '/api/consultation/12/', 405],
    ['GET', '/api/no-such-call/', 404],
    ['GET', '/api/user-me/more/', 404],
    ['GET', '/api/', 404],
    ['GET', '/api//user-me/', 404],
    ['POST', '/api/no-such-call/', 404],
    ['PROPFIND', '/api/user-me/', 405],
    ['PROPFIND', '/', 501],
    ['PUT', '/lk', 404],
  ])('%s %s answers %i', async (method, path, status) => {
    expect((await answerTo(app, method, path)).status).toBe(status);
  });
});
