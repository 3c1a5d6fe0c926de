import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type HttpServer = {
  /** The port listened on (the real one when 0 was asked for). */
  port: number;
  /** Starts answering with `listener`; until then every request gets a 503 saying the server is starting. */
  serve(listener: RequestListener): void;
  /**
   * Stops taking connections and resolves once the requests in flight have been answered. Idle
   * keep-alive connections are closed at once, and each busy one as soon as its response is done,
   * so a client's keep-alive does not hold the shutdown up.
   */
  close(): Promise<void>;
};

const starting: RequestListener = (_request, response) => {
  response.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8', 'Retry-After': '5' });
  response.end(JSON.stringify({ detail: 'Сервер запускается. Повторите запрос через несколько секунд.' }));
};

/**
 * Binds the port before the services start, so the address links in mail are built from is the
 * one really listened on (PORT=0 included); `serve` hands the requests over once they can be answered.
 */
export async function listenHttp(port: number): Promise<HttpServer> {
  let listener = starting;
  const server: Server = createServer((request, response) => listener(request, response));
  let closing = false;
  server.on('request', (_request, response) => {
    response.once('close', () => {
      if (closing) setImmediate(() => server.closeIdleConnections());
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    serve(ready) {
      listener = ready;
    },
    close() {
      closing = true;
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeIdleConnections();
      });
    },
  };
}
