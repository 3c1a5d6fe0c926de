import type { Middleware, Next, ParameterizedContext } from 'koa';
import type { AppState } from './app-state';
import { badRequest, HttpError } from './errors';
import { readRawBody } from './raw-body';

/** Room for a form's boundaries, headers and text fields around its file. */
const formOverheadBytes = 64 * 1024;

/**
 * Parses `multipart/form-data` uploads on the given paths into `ctx.request.body`: text fields as
 * strings, a file as a `File` (the contract's `format: binary`). The body is read up to the file
 * limit and the form's own overhead; a larger one is refused with 413 before it is parsed. It is
 * parsed by the WHATWG `Response.formData()` built into Node, as `form-body.ts` does.
 */
export function multipartBodyMiddleware(paths: ReadonlySet<string>, fileLimitBytes: number): Middleware<AppState> {
  // Every other request passes straight on (no promise of its own).
  return (ctx, next) => (ctx.method === 'POST' && paths.has(ctx.path) && ctx.is('multipart') ? readUpload(ctx, next) : next());

  async function readUpload(ctx: ParameterizedContext<AppState>, next: Next): Promise<void> {
    const body = await readRawBody(ctx, fileLimitBytes + formOverheadBytes);
    if ('tooLarge' in body) throw new HttpError(413, `Файл больше ${Math.round(fileLimitBytes / 1024 / 1024)} МБ: загрузите файл поменьше.`);
    let form: FormData;
    try {
      form = await new Response(body.content, { headers: { 'content-type': ctx.get('content-type') } }).formData();
    } catch {
      throw badRequest('Тело запроса не удалось разобрать как форму с файлом.');
    }
    ctx.request.body = Object.fromEntries(form);
    await next();
  }
}
