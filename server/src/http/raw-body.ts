import type { ParameterizedContext } from 'koa';
import type { AppState } from './app-state';
import { badRequest } from './errors';

export type RawBody = { content: Buffer<ArrayBuffer> } | { tooLarge: true };

/**
 * Reads a binary request body (an upload the JSON parser leaves alone) up to `limitBytes`. A larger
 * body is read to its end and dropped, so the client gets its answer instead of a reset connection
 * and nothing of it is kept.
 */
export async function readRawBody(ctx: ParameterizedContext<AppState>, limitBytes: number): Promise<RawBody> {
  const declared = Number(ctx.get('content-length'));
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size <= limitBytes && !(declared > limitBytes)) chunks.push(chunk);
    }
  } catch (error) {
    // The client went away before the body's end: its fault, not the server's (nobody is there to read the answer).
    if ((error as NodeJS.ErrnoException).code === 'ECONNRESET') throw badRequest('Тело запроса пришло не полностью: соединение оборвалось.');
    throw error;
  }
  return size > limitBytes ? { tooLarge: true } : { content: Buffer.concat(chunks) };
}
