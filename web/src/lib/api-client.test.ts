import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { getConsultationCredits, type GetConsultationCreditsQueryError } from '../api/generated/hooks';
import { clearAlert } from '../components/alert/alert-store';
import { API_ORIGIN_HEADER, apiRequest, SILENT_HEADER, withoutErrorAlert } from './api-client';
import { ApiError } from './api-error';
import { onUnauthorized } from './api-events';

type Call = { url: string; init: RequestInit };

function stubServer(answer: (url: string) => { status: number; body?: unknown; setCookie?: string }) {
  const calls: Call[] = [];
  const document = { cookie: '' };
  vi.stubGlobal('document', document);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, init });
      const { status, body, setCookie } = answer(url);
      if (setCookie) document.cookie = setCookie;
      return new Response(body === undefined ? null : JSON.stringify(body), { status });
    }),
  );
  return { calls, document };
}

const headersOf = (call: Call | undefined) => new Headers(call?.init.headers);

describe('apiRequest', () => {
  beforeEach(() => clearAlert());
  afterEach(() => {
    vi.unstubAllGlobals();
    clearAlert();
  });

  it('should send a call made outside a browser to the origin its header names, without the header', async () => {
    const { calls } = stubServer(() => ({ status: 200, body: [] }));
    await apiRequest('/api/article/?id=3', { headers: { [API_ORIGIN_HEADER]: 'http://127.0.0.1:4321' } });
    expect(String(calls[0]?.url)).toBe('http://127.0.0.1:4321/api/article/?id=3');
    expect(headersOf(calls[0]).has(API_ORIGIN_HEADER)).toBe(false);
  });

  it('should resolve a 2xx answer to its parsed body and send cookies', async () => {
    const { calls } = stubServer(() => ({ status: 200, body: { id: 1, data: [2] } }));
    const result = await apiRequest<{ id: number; data: number[] }>('/api/user-me/');
    expect(result).toEqual({ id: 1, data: [2] });
    expect(calls[0]?.init.credentials).toBe('include');
  });

  it('should resolve a 2xx answer without a body to null', async () => {
    stubServer(() => ({ status: 204 }));
    await expect(apiRequest('/api/waitlist/2026-12-11/', { method: 'GET' })).resolves.toBeNull();
  });

  it('should make a generated call resolve to the body of the answer', async () => {
    stubServer(() => ({ status: 200, body: { balance: 3, gift_balance: 0 } }));
    await expect(getConsultationCredits()).resolves.toEqual({ balance: 3, gift_balance: 0 });
  });

  it('should reject non-2xx answers with ApiError carrying status and body', async () => {
    stubServer(() => ({ status: 404, body: { detail: 'Не найдено' } }));
    const error = await apiRequest('/api/article/7/').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, body: { detail: 'Не найдено' } });
  });

  it('should give the generated hooks ApiError as their error type', () => {
    // Checked by the type checker (tsc -p web/tsconfig.json): the hooks' `error` is what the mutator throws.
    expectTypeOf<GetConsultationCreditsQueryError>().toEqualTypeOf<ApiError>();
  });

  it('should echo the csrftoken cookie on unsafe methods, fetching it once when missing', async () => {
    const { calls } = stubServer((url) =>
      url === '/api/csrf' ? { status: 200, body: { csrftoken: 'abc' }, setCookie: 'csrftoken=abc' } : { status: 200, body: { result: true } },
    );
    await apiRequest('/api/message-support/', { method: 'POST', body: '{"message":"x"}' });
    expect(calls.map((call) => call.url)).toEqual(['/api/csrf', '/api/message-support/']);
    expect(headersOf(calls[1]).get('X-CSRFToken')).toBe('abc');
    expect(headersOf(calls[1]).get('Content-Type')).toBe('application/json');
  });

  it('should throw "Missing CSRF cookie." when the server does not set it', async () => {
    const { calls } = stubServer(() => ({ status: 200, body: {} }));
    await expect(apiRequest('/api/buy/', { method: 'POST', body: '{}' })).rejects.toThrow('Missing CSRF cookie.');
    expect(calls.map((call) => call.url)).toEqual(['/api/csrf']);
  });

  it('should strip the no-alert header before sending', async () => {
    const { calls } = stubServer(() => ({ status: 400, body: { detail: 'Плохо' } }));
    await apiRequest('/api/send-code/?email=x', withoutErrorAlert).catch(() => undefined);
    expect(headersOf(calls[0]).has(SILENT_HEADER)).toBe(false);
  });

  it('should report a 401 to the sign-out listener', async () => {
    stubServer(() => ({ status: 401, body: { detail: 'Войдите' } }));
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    await apiRequest('/api/user-me/').catch(() => undefined);
    stop();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
