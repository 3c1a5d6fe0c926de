import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the stand-in received: its path, `Authorization` header and JSON body. */
export type TelemostRequest = { method: string; path: string; authorization: string | undefined; body: unknown };

/**
 * A local stand-in of Yandex Telemost's API for tests: `POST /conferences` with `Authorization: OAuth
 * <token>` answers 201 with a new conference's `id` and `join_url`, as Telemost's documentation
 * describes; a wrong token is a 401. `failNext(status)` makes the next create answer that status
 * (Yandex unreachable for a moment). Test support only; nothing in the server imports it.
 */
export async function startTelemostStandIn(options: { oauthToken: string }) {
  const requests: TelemostRequest[] = [];
  const faults: number[] = [];
  let made = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      requests.push({ method: request.method ?? '', path: request.url ?? '', authorization: request.headers.authorization, body: text ? JSON.parse(text) : undefined });
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method !== 'POST' || request.url !== '/v1/telemost-api/conferences') return answer(404, { error: 'NotFound' });
      if (request.headers.authorization !== `OAuth ${options.oauthToken}`) return answer(401, { error: 'UnauthorizedError', description: 'Unauthorized' });
      const fault = faults.shift();
      if (fault !== undefined) return answer(fault, { error: 'ServiceUnavailable', description: 'Сервис временно недоступен' });
      made += 1;
      const id = `${made}${'0'.repeat(13)}`.slice(0, 14);
      return answer(201, { id, join_url: `https://telemost.yandex.ru/j/${id}` });
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** `TELEMOST_API_URL` for the app. */
    apiUrl: `http://127.0.0.1:${port}/v1/telemost-api`,
    requests,
    /** The creates that made a conference (201). */
    created: () => made,
    failNext: (status: number) => void faults.push(status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
