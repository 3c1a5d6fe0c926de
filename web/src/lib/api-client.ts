import { showAlert } from '../components/alert/alert-store';
import { ApiError } from './api-error';
import { emitUnauthorized } from './api-events';
import { describeOutcome } from './api-outcome';
import { CSRF_HEADER, ensureCsrfToken } from './csrf';

/**
 * Request header that turns off the global error alerts for one call (the login dialogs show
 * errors themselves). Success messages and the 401 sign-out still apply. It is removed before the
 * request leaves the browser.
 */
export const SILENT_HEADER = 'X-Client-No-Alert';

/** Pass as the `request` option of a generated hook, or as the last argument of a generated call. */
export const withoutErrorAlert = { headers: { [SILENT_HEADER]: '1' } } satisfies RequestInit;

/**
 * No alert at all for one call, success messages included: for a page whose whole content is the
 * answer (the unsubscribe link), where the alert would only repeat it. The 401 sign-out still applies.
 */
export const withoutAlerts = { headers: { [SILENT_HEADER]: 'all' } } satisfies RequestInit;

/**
 * Request header naming the origin a relative API address is resolved against, for calls made
 * outside a browser (the server renderer's data prefetch); removed before the request leaves.
 */
export const API_ORIGIN_HEADER = 'X-Client-Api-Origin';

/**
 * The error type orval gives every generated hook (`error` of a query or mutation): whatever the
 * contract says a refusal's body is, the call rejects with `ApiError`, whose `body` is what came.
 */
export type ErrorType<_Body> = ApiError;

type Silence = 'none' | 'errors' | 'all';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function report(status: number, body: unknown, silence: Silence): void {
  const outcome = describeOutcome(status, body);
  if (outcome.kind === 'unauthorized') emitUnauthorized();
  else if (outcome.kind === 'alert' && silence !== 'all' && !(silence === 'errors' && outcome.status !== 200)) showAlert(outcome.status, outcome.text);
}

/**
 * The fetch mutator of the orval client. Resolves to the parsed body of a 2xx answer (null when
 * empty); rejects with `ApiError` (status, parsed body, headers) otherwise. Every answer first goes
 * through the error catalogue (`report`): alerts and the 401 sign-out.
 */
export const apiRequest = async <T>(url: string, init?: RequestInit): Promise<T> => {
  const method = (init?.method ?? 'GET').toUpperCase();
  const headers = new Headers(init?.headers);
  const flag = headers.get(SILENT_HEADER);
  const silence: Silence = flag === 'all' ? 'all' : flag === '1' ? 'errors' : 'none';
  headers.delete(SILENT_HEADER);
  const origin = headers.get(API_ORIGIN_HEADER);
  headers.delete(API_ORIGIN_HEADER);
  headers.set('Accept', 'application/json');
  if (typeof init?.body === 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  if (unsafeMethods.has(method)) headers.set(CSRF_HEADER, await ensureCsrfToken());

  const response = await fetch(origin ? new URL(url, origin) : url, { ...init, method, headers, credentials: 'include' });
  const data = await readBody(response);
  report(response.status, data, silence);
  if (!response.ok) throw new ApiError(response.status, data, response.headers);
  return data as T;
};
