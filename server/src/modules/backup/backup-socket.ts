import { chmod, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { z } from 'zod';
import type { Logger } from '../../config/logger';
import type { BackupResult } from './create-backup';

/**
 * Only the process that opened the embedded PGlite may touch its folder, so `npm run backup` asks
 * the running server for the snapshot over a Unix socket in the data folder. Whoever can reach
 * the socket can already read the folder itself, so the socket needs no token (it is made 0600).
 */
export const backupSocketPath = (dataDir: string) => path.join(dataDir, 'backup.sock');

const requestSchema = z.object({ outDir: z.string().min(1).max(4096) });

export type BackupListener = { close(): Promise<void> };

export async function listenForBackupRequests(
  socketPath: string,
  backUp: (outDir: string) => Promise<BackupResult>,
  logger: Logger,
): Promise<BackupListener> {
  // A socket file left by a process that died is in the way; a live server would own the PGlite lock first.
  await rm(socketPath, { force: true });
  const server = http.createServer((request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    let text = '';
    request.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      let body: unknown;
      try {
        body = JSON.parse(text || '{}');
      } catch {
        body = undefined;
      }
      const parsed = request.method === 'POST' ? requestSchema.safeParse(body) : undefined;
      if (!parsed?.success) return reply(400, { error: 'POST {"outDir": "…"} expected' });
      backUp(parsed.data.outDir).then(
        (result) => reply(200, result),
        (error: unknown) => {
          logger.error({ err: error, outDir: parsed.data.outDir }, 'backup requested over the socket failed');
          reply(500, { error: error instanceof Error ? error.message : String(error) });
        },
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, resolve);
  });
  await chmod(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The running server's backup, or undefined when no server listens on the socket. */
export function requestBackupFromServer(socketPath: string, outDir: string): Promise<BackupResult | undefined> {
  return new Promise((resolve, reject) => {
    const request = http.request({ socketPath, method: 'POST', path: '/backup', headers: { 'content-type': 'application/json' } }, (response) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        const body = JSON.parse(text) as BackupResult & { error?: string };
        if (response.statusCode === 200) resolve(body);
        else reject(new Error(`the running server could not take the backup: ${body.error ?? response.statusCode}`));
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
    request.end(JSON.stringify({ outDir }));
  });
}
