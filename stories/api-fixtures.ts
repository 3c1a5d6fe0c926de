import { http, HttpResponse } from 'msw';

/**
 * `GET /api/csrf` as the server answers it: the CSRF cookie the app's writes then echo in their
 * header (web/src/lib/csrf.ts). A story whose play sends a write lists it with the write's handler.
 */
export const csrfHandler = http.get('*/api/csrf', () => new HttpResponse(null, { status: 200, headers: { 'set-cookie': 'csrftoken=t.s; Path=/' } }));
