import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call the application made to MAX's Bot API: `POST /<method>?<query>` with its JSON body. */
export type MaxApiCall = { method: string; query: Record<string, string>; body: Record<string, unknown> };

/** A scripted answer other than success (a 429 with its `Retry-After`, a 403 of a stopped bot). */
export type MaxScriptedAnswer = { status: number; body: Record<string, unknown>; headers?: Record<string, string> };

/**
 * A local stand-in for MAX's Bot API (https://dev.max.ru/docs-api): checks the `Authorization`
 * header (401 `verify.token` otherwise, as the platform answers), records every call
 * (`/messages?chat_id=`, `/answers?callback_id=`, `/subscriptions`) and answers success, or the
 * answers scripted for the next calls of a method, one each.
 */
export async function startMaxStandIn(token: string) {
  const calls: MaxApiCall[] = [];
  const scripted = new Map<string, MaxScriptedAnswer[]>();
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const answer = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'content-type': 'application/json', ...headers });
        response.end(JSON.stringify(body));
      };
      if (request.headers.authorization !== token) return answer(401, { code: 'verify.token', message: 'Invalid access_token' });
      const method = url.pathname.replace(/^\//, '');
      if (request.method !== 'POST' || !['messages', 'answers', 'subscriptions'].includes(method)) return answer(404, { code: 'not.found', message: 'Path not found' });
      calls.push({ method, query: Object.fromEntries(url.searchParams), body: JSON.parse(text || '{}') as Record<string, unknown> });
      const next = scripted.get(method)?.shift();
      if (next) return answer(next.status, next.body, next.headers);
      return answer(200, method === 'messages' ? { message: { recipient: { chat_id: Number(url.searchParams.get('chat_id')) }, body: { mid: `mid.${calls.length}` } } } : { success: true });
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    /** The messages sent to one dialog, oldest first. */
    sentTo: (chatId: string) => calls.filter((call) => call.method === 'messages' && call.query.chat_id === chatId),
    script(method: 'messages' | 'answers' | 'subscriptions', answer: MaxScriptedAnswer) {
      scripted.set(method, [...(scripted.get(method) ?? []), answer]);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
