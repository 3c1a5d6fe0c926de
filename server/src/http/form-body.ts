import type { Middleware, Next, ParameterizedContext } from 'koa';
import type { AppState } from './app-state';
import { badRequest, HttpError } from './errors';

/**
 * Parses HTML-form bodies on the given paths only; everywhere else the API takes JSON alone.
 * RFC 8058 lets a mail provider post its one-click unsubscribe as `multipart/form-data` (which it
 * recommends) or `application/x-www-form-urlencoded`; @koa/bodyparser reads only the latter, so
 * both go through the WHATWG `Response.formData()` built into Node instead of another library.
 * Only text fields are kept; the body is capped at `limitBytes`.
 */
export function formBodyMiddleware(paths: ReadonlySet<string>, limitBytes = 8 * 1024): Middleware<AppState> {
  // Every other request passes straight on (no promise of its own).
  return (ctx, next) => (ctx.method === 'POST' && paths.has(ctx.path) && ctx.is('urlencoded', 'multipart') ? readForm(ctx, next) : next());

  async function readForm(ctx: ParameterizedContext<AppState>, next: Next): Promise<void> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limitBytes) throw new HttpError(413, `Тело запроса больше ${limitBytes} байт.`);
      chunks.push(chunk);
    }
    let form: FormData;
    try {
      form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': ctx.get('content-type') } }).formData();
    } catch {
      throw badRequest('Тело запроса не удалось разобрать как форму.');
    }
    ctx.request.body = Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    await next();
  }
}
