import http from 'node:http';
import type { ApiClient } from './api-client';

/**
 * POSTs JSON in two halves with a pause between them: the request is in flight (its body not yet
 * received) for the whole pause, during which `duringPause` runs.
 */
export function slowPost(client: ApiClient, path: string, body: unknown, duringPause: () => Promise<void>): Promise<{ status: number; body: Record<string, unknown> }> {
  const json = Buffer.from(JSON.stringify(body));
  const csrf = client.cookie('csrftoken') ?? '';
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(path, client.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': json.length, cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> }));
    });
    // The pause starts once the first half has left, so the request is connected before
    // `duringPause` acts (a SIGTERM sent earlier could close the listener before the connect).
    request.write(json.subarray(0, 10), () => {
      duringPause().then(
        () => request.end(json.subarray(10)),
        (error: unknown) => {
          request.destroy();
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  });
}
