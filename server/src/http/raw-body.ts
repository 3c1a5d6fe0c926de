import type { ParameterizedContext } from 'koa';
import type { AppState } from './app-state';

export type RawBody = { content: Buffer } | { tooLarge: true };

/**
 * Reads a binary request body (an upload the JSON parser leaves alone) up to `limitBytes`. A larger
 * body is read to its end and dropped, so the client gets its answer instead of a reset connection
 * and nothing of it is kept.
 */
export async function readRawBody(ctx: ParameterizedContext<AppState>, limitBytes: number): Promise<RawBody> {
  const declared = Number(ctx.get('content-length'));
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= limitBytes && !(declared > limitBytes)) chunks.push(chunk);
  }
  return size > limitBytes ? { tooLarge: true } : { content: Buffer.concat(chunks) };
}
