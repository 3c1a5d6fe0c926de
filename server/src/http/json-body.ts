import type { ParameterizedContext } from 'koa';

/** An object or an array as JSON answers carry them (not a Buffer, a stream, a Blob or a Response). */
function isJsonData(value: unknown): value is object {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Sets an answer's body, serialising plain data to JSON here, once: given the object, Koa would
 * serialise it twice (koa-compress measures it first, `respond` then sends it). Anything else
 * (bytes, a stream, nothing) goes to Koa as it is. The media type is Koa's for JSON, unless the
 * handler already chose a JSON one (`application/problem+json`).
 */
export function setJsonBody(ctx: ParameterizedContext, value: unknown): void {
  if (!isJsonData(value)) {
    ctx.body = value;
    return;
  }
  const type = ctx.response.get('Content-Type');
  if (!type || !/\bjson\b/i.test(type)) ctx.type = 'json';
  ctx.body = JSON.stringify(value);
}
