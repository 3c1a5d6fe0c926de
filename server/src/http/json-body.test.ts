import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { setJsonBody } from './json-body';

/** What a client receives when a handler's result goes through `setJsonBody`. */
async function answerWith(result: unknown, type?: string): Promise<{ status: number; type: string | null; length: string | null; text: string }> {
  const app = new Koa();
  app.use((ctx) => {
    if (type) ctx.type = type;
    setJsonBody(ctx, result);
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return { status: response.status, type: response.headers.get('content-type'), length: response.headers.get('content-length'), text: await response.text() };
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe('setJsonBody', () => {
  it('should send an object or an array as JSON, with its length in bytes', async () => {
    const object = await answerWith({ name: 'Коуч-сессия', amount: 5000 });
    expect(object).toEqual({ status: 200, type: 'application/json; charset=utf-8', length: String(Buffer.byteLength('{"name":"Коуч-сессия","amount":5000}')), text: '{"name":"Коуч-сессия","amount":5000}' });
    const array = await answerWith([{ date: '2027-03-01T06:00:00.000Z', is_paid: true }]);
    expect(array.type).toBe('application/json; charset=utf-8');
    expect(JSON.parse(array.text)).toEqual([{ date: '2027-03-01T06:00:00.000Z', is_paid: true }]);
  });

  it('should keep a JSON media type the handler chose', async () => {
    expect((await answerWith({ detail: 'x' }, 'application/problem+json')).type).toBe('application/problem+json');
  });

  it('should leave bytes and nothing to Koa', async () => {
    const bytes = await answerWith(Buffer.from('%PDF-1.7'), 'application/pdf');
    expect(bytes).toMatchObject({ status: 200, type: 'application/pdf', text: '%PDF-1.7' });
    expect((await answerWith(undefined)).status).toBe(204);
  });
});
