import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../../config/logger';
import { PaymentProviderError } from './payment-provider';
import { readError } from './yookassa-objects';

export type YookassaHttpSettings = {
  shopId: string;
  secretKey: string;
  /** API root without a trailing slash, e.g. https://api.yookassa.ru/v3 */
  baseUrl: string;
  fetchImpl: typeof fetch;
  logger: Logger;
  /** Time limit of one attempt. */
  timeoutMs: number;
  /** Pauses before the 2nd, 3rd… attempt; their count + 1 is the number of attempts. */
  retryDelaysMs: readonly number[];
};

export type YookassaCall<T> = {
  method: 'GET' | 'POST';
  /** Path under the API root, e.g. /payments */
  path: string;
  body?: unknown;
  idempotenceKey?: string;
  /** Reads the successful answer; undefined means it is not what YooKassa documents. */
  read: (body: unknown) => T | undefined;
};

/**
 * One HTTPS exchange with the YooKassa API: Basic auth with the shop id and secret key, the
 * Idempotence-Key header on POSTs, a time limit per attempt, and retries of what the docs call
 * an unknown outcome (network failure, timeout, HTTP 500) or a rate limit (429). A retry repeats
 * the same body with the same Idempotence-Key, which is exactly what makes it safe: YooKassa
 * answers a repeated key with the object it already created instead of creating another.
 */
export function createYookassaHttp(settings: YookassaHttpSettings) {
  const authorization = `Basic ${Buffer.from(`${settings.shopId}:${settings.secretKey}`).toString('base64')}`;
  // Only the shop id is ever logged; the secret key stays inside `authorization`.
  const log = settings.logger.child({ provider: 'yookassa', shopId: settings.shopId });

  async function attempt<T>(call: YookassaCall<T>): Promise<T> {
    const headers: Record<string, string> = { Authorization: authorization, Accept: 'application/json' };
    if (call.body !== undefined) headers['Content-Type'] = 'application/json';
    if (call.idempotenceKey !== undefined) headers['Idempotence-Key'] = call.idempotenceKey;

    let status: number;
    let text: string;
    try {
      const response = await settings.fetchImpl(`${settings.baseUrl}${call.path}`, {
        method: call.method,
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new PaymentProviderError(timedOut ? `YooKassa did not answer within ${settings.timeoutMs} ms` : 'YooKassa could not be reached', {
        retryable: true,
        code: timedOut ? 'timeout' : 'network',
        cause: error,
      });
    }

    const body = parseJson(text);
    if (status >= 200 && status < 300) {
      const value = call.read(body);
      if (value === undefined) {
        throw new PaymentProviderError(`YooKassa answered ${call.method} ${call.path} with an unexpected body`, {
          retryable: false,
          status,
          code: 'unexpected_response',
        });
      }
      return value;
    }
    const problem = readError(body);
    throw new PaymentProviderError(problem?.description ?? `YooKassa answered HTTP ${status}`, {
      // 4xx means the request itself is wrong and will stay wrong, except a rate limit.
      retryable: status === 429 || status >= 500,
      status,
      code: problem?.code,
      parameter: problem?.parameter,
      providerErrorId: problem?.id,
    });
  }

  return async function send<T>(call: YookassaCall<T>): Promise<T> {
    const attempts = settings.retryDelaysMs.length + 1;
    for (let number = 1; ; number += 1) {
      const started = performance.now();
      const context = { method: call.method, path: call.path, idempotenceKey: call.idempotenceKey, attempt: number };
      try {
        const value = await attempt(call);
        log.debug({ ...context, durationMs: Math.round(performance.now() - started) }, 'YooKassa request done');
        return value;
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        const details = {
          ...context,
          durationMs: Math.round(performance.now() - started),
          status: error.status,
          // Not `code`: the app's logger redacts every `code` field (login codes).
          errorCode: error.code,
          parameter: error.parameter,
          yookassaErrorId: error.providerErrorId,
          reason: error.message,
        };
        if (!error.retryable || number >= attempts) {
          log.error(details, 'YooKassa request failed');
          throw error;
        }
        log.warn(details, 'YooKassa request failed; retrying with the same Idempotence-Key');
        await sleep(settings.retryDelaysMs[number - 1] ?? 0);
      }
    }
  };
}

function parseJson(text: string): unknown {
  try {
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    // A proxy's HTML error page, for instance: the status alone then decides.
    return undefined;
  }
}
