import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type HttpServer = {
  /** The port listened on (the real one when 0 was asked for). */
  port: number;
  /**
   * Stops taking connections and resolves once the requests in flight have been answered. Idle
   * keep-alive connections are closed at once, and each busy one as soon as its response is done,
   * so a client's keep-alive does not hold the shutdown up.
   */
  close(): Promise<void>;
};

export async function listenHttp(listener: RequestListener, port: number): Promise<HttpServer> {
  const server: Server = createServer(listener);
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
    close() {
      closing = true;
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeIdleConnections();
      });
    },
  };
}
