import { Agent, fetch, type Headers } from 'undici';
import { contractAnswers } from './contract-answers';

/**
 * A small cookie-keeping HTTP client that behaves like the web app: it echoes csrftoken as
 * X-CSRFToken. `clientIp` (a loopback address such as 127.0.0.2) makes its requests come from
 * that address, as the server sees it, for the per-IP limits. Every answer is checked against
 * openapi.yaml (status, media type, body schema): one the contract does not declare fails the test.
 */
/** The purchases that ask the consent to the payment service (`purchases/payment-consent.ts`). */
const purchasePaths = new Set(['/api/buy/', '/api/gift-certificates/']);

/**
 * Ticks «Даю согласие на передачу данных ЮKassa для оплаты» as a buyer in the web app would, unless
 * the body says `payment_consent` itself (a test of the refusal sends `false`).
 */
function withPaymentConsent(path: string, body: unknown): unknown {
  if (!purchasePaths.has(path.split('?')[0] ?? path) || typeof body !== 'object' || body === null || Array.isArray(body) || 'payment_consent' in body) return body;
  return { ...body, payment_consent: true };
}

export class ApiClient {
  private readonly cookies = new Map<string, string>();
  private readonly dispatcher: Agent | undefined;

  constructor(
    readonly baseUrl: string,
    private readonly headers: Record<string, string> = {},
    options: { clientIp?: string } = {},
  ) {
    this.dispatcher = options.clientIp ? new Agent({ localAddress: options.clientIp }) : undefined;
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  async request<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: { query?: Record<string, string | number | boolean>; body?: unknown; csrf?: boolean } = {},
  ): Promise<{ status: number; body: T; headers: Headers }> {
    const body = method === 'POST' ? withPaymentConsent(path, options.body) : options.body;
    const json = body === undefined ? undefined : { content: JSON.stringify(body), type: 'application/json' };
    const response = await this.raw(method, path, { query: options.query, body: json, csrf: options.csrf });
    return { status: response.status, body: (response.text ? JSON.parse(response.text) : {}) as T, headers: response.headers };
  }

  /** Any body (a file upload) and any answer (a CSV), as text and bytes; cookies and CSRF as in `request`. */
  async raw(
    method: string,
    path: string,
    options: { query?: Record<string, string | number | boolean>; body?: { content: string | Buffer; type: string }; csrf?: boolean } = {},
  ): Promise<{ status: number; text: string; bytes: Buffer; headers: Headers }> {
    const url = new URL(path, this.baseUrl);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { ...this.headers, accept: 'application/json' };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const csrf = this.cookies.get('csrftoken');
    if (options.csrf !== false && csrf && method !== 'GET') headers['x-csrftoken'] = csrf;
    if (options.body !== undefined) headers['content-type'] = options.body.type;
    const response = await fetch(url, { method, headers, body: options.body?.content, dispatcher: this.dispatcher });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      const expired = attributes.some((attribute) => /max-age=0|expires=thu, 01 jan 1970/i.test(attribute.trim()));
      if (expired || value === '') this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    // TextDecoder drops a UTF-8 byte order mark, as browsers do; `bytes` keeps it.
    const text = new TextDecoder().decode(bytes);
    contractAnswers().check({ method, path: url.pathname, status: response.status, contentType: response.headers.get('content-type'), text });
    return { status: response.status, text, bytes, headers: response.headers };
  }

  get<T = Record<string, unknown>>(path: string, query?: Record<string, string | number | boolean>) {
    return this.request<T>('GET', path, { query });
  }

  post<T = Record<string, unknown>>(path: string, body: unknown, options: { csrf?: boolean } = {}) {
    return this.request<T>('POST', path, { body, ...options });
  }
}
