import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One call the application made to the Bot API. */
export type BotApiCall = { method: string; body: Record<string, unknown> };

/** A scripted answer other than `ok` (a 429 with `retry_after`, a 403 of a blocked bot). */
export type ScriptedAnswer = { status: number; body: Record<string, unknown> };

/**
 * A local stand-in for Telegram's Bot API: records every call (`/bot<token>/<method>`) and answers
 * `{ ok: true }`, or the answers scripted for the next calls of a method, one each.
 */
export async function startTelegramStandIn(token: string) {
  const calls: BotApiCall[] = [];
  const scripted = new Map<string, ScriptedAnswer[]>();
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const match = /^\/bot([^/]+)\/(\w+)$/.exec(request.url ?? '');
      const answer = (status: number, body: Record<string, unknown>) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (!match || match[1] !== token) return answer(404, { ok: false, error_code: 404, description: 'Not Found' });
      const method = match[2] ?? '';
      calls.push({ method, body: JSON.parse(text || '{}') as Record<string, unknown> });
      const next = scripted.get(method)?.shift();
      if (next) return answer(next.status, next.body);
      return answer(200, { ok: true, result: true });
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    /** The messages sent to one chat, oldest first. */
    sentTo: (chatId: string) => calls.filter((call) => call.method === 'sendMessage' && String(call.body.chat_id) === chatId),
    script(method: string, answer: ScriptedAnswer) {
      scripted.set(method, [...(scripted.get(method) ?? []), answer]);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
