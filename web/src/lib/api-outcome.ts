import { bodyText } from './api-error';

/** What the client does with an answer, per the error catalogue of spec 8. */
export type ApiOutcome =
  | { kind: 'none' }
  | { kind: 'unauthorized' }
  | { kind: 'alert'; status: number; text: string };

export const SERVER_BUSY_TEXT = 'Сервер загружен';

const none: ApiOutcome = { kind: 'none' };
const alert = (status: number, text: string | undefined): ApiOutcome => (text ? { kind: 'alert', status, text } : none);

function resultFlag(body: unknown): boolean | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const result = (body as { result?: unknown }).result;
  return typeof result === 'boolean' ? result : undefined;
}

export function describeOutcome(status: number, body: unknown): ApiOutcome {
  const detail = bodyText(body, 'detail');
  const message = bodyText(body, 'message');
  if (status >= 200 && status < 300) {
    const result = resultFlag(body);
    if (result === false) return alert(403, message ?? detail ?? 'Действие не выполнено');
    if (result === true) return alert(200, message);
    return none;
  }
  switch (status) {
    case 401:
      return { kind: 'unauthorized' };
    case 400:
      return alert(400, detail ?? message);
    case 403:
    case 404:
      return alert(status, detail);
    // Not in the catalogue; the server answers these with a readable Russian `detail`
    // (double booking, rate limits), so they are shown rather than swallowed.
    case 409:
    case 429:
      return alert(status, detail ?? message);
    case 502:
      return alert(502, SERVER_BUSY_TEXT);
    // Not in the catalogue either: the server is there but cannot answer now (its read models lag,
    // the database reconnects); it says why in Russian, and a save never fails without a word.
    case 503:
      return alert(503, detail ?? SERVER_BUSY_TEXT);
    default:
      return none;
  }
}
