/** The error body of the API: `detail` always, `message` usually (openapi `Error`). */
export type ApiErrorBody = { detail?: unknown; message?: unknown; [key: string]: unknown };

function textField(body: unknown, field: 'detail' | 'message'): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as ApiErrorBody)[field];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** A non-2xx answer. `body` is the parsed JSON (or the raw text when it was not JSON, or null). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: unknown;
  readonly headers: Headers | undefined;

  constructor(status: number, body: unknown, headers?: Headers) {
    super(textField(body, 'detail') ?? textField(body, 'message') ?? `HTTP ${status}`);
    this.status = status;
    this.body = body;
    this.headers = headers;
  }

  get detail(): string | undefined {
    return textField(this.body, 'detail');
  }

  get serverMessage(): string | undefined {
    return textField(this.body, 'message');
  }
}

export function bodyText(body: unknown, field: 'detail' | 'message'): string | undefined {
  return textField(body, field);
}

/** The text to show a person for a failed call: the server's message, else its detail. */
export function errorText(error: unknown, fallback = 'Не удалось связаться с сервером. Попробуйте ещё раз.'): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.detail ?? fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** Seconds the server asked us to wait (429 `retry_after` or the Retry-After header). */
export function retryAfterSeconds(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.status !== 429) return undefined;
  const fromBody = typeof error.body === 'object' && error.body !== null ? (error.body as ApiErrorBody).retry_after : undefined;
  const value = typeof fromBody === 'number' ? fromBody : Number(error.headers?.get('Retry-After'));
  return Number.isFinite(value) && value > 0 ? Math.ceil(value) : undefined;
}
