import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * The API answered by MSW handlers for one test file: requests go through the real generated
 * hooks and the app's fetch client; a request no handler answers fails the test.
 */
export function startApiServerForFile() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** `GET /api/csrf` as the server answers it: the CSRF cookie the app's writes then echo in their header. */
export const csrfCookieHandler = http.get('*/api/csrf', () => new HttpResponse(null, { status: 200, headers: { 'set-cookie': 'csrftoken=t.s; Path=/' } }));
