import { createServer, type IncomingHttpHeaders, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchFeed } from './feed-fetch';

const local = { allowLocal: true };
const servers: Server[] = [];

async function serve(listener: RequestListener): Promise<string> {
  const server = createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

describe('fetching the coach’s calendar', () => {
  it('should send the validators it has and read a 304 as not modified, a 200 with its new validators', async () => {
    const seen: IncomingHttpHeaders[] = [];
    const base = await serve((request, response) => {
      seen.push(request.headers);
      if (request.headers['if-none-match'] === '"v1"') response.writeHead(304).end();
      else response.writeHead(200, { etag: '"v1"', 'last-modified': 'Fri, 20 Nov 2026 10:00:00 GMT' }).end('BEGIN:VCALENDAR');
    });
    expect(await fetchFeed(`${base}/feed.ics`, { etag: null, lastModified: null }, local)).toEqual({
      kind: 'changed',
      body: 'BEGIN:VCALENDAR',
      validators: { etag: '"v1"', lastModified: 'Fri, 20 Nov 2026 10:00:00 GMT' },
    });
    expect(seen[0]?.['if-none-match']).toBeUndefined();
    expect(await fetchFeed(`${base}/feed.ics`, { etag: '"v1"', lastModified: 'Fri, 20 Nov 2026 10:00:00 GMT' }, local)).toEqual({ kind: 'not-modified' });
    expect(seen[1]?.['if-modified-since']).toBe('Fri, 20 Nov 2026 10:00:00 GMT');
  });

  it('should follow a redirect, and refuse a loop of them', async () => {
    const base = await serve((request, response) => {
      if (request.url === '/old.ics') response.writeHead(301, { location: '/new.ics' }).end();
      else if (request.url === '/loop.ics') response.writeHead(302, { location: '/loop.ics' }).end();
      else response.writeHead(200).end('BEGIN:VCALENDAR');
    });
    expect(await fetchFeed(`${base}/old.ics`, { etag: null, lastModified: null }, local)).toMatchObject({ kind: 'changed', body: 'BEGIN:VCALENDAR' });
    await expect(fetchFeed(`${base}/loop.ics`, { etag: null, lastModified: null }, local)).rejects.toThrow('слишком много перенаправлений');
  });

  it('should give up on a calendar that does not answer in time', async () => {
    const base = await serve(() => undefined);
    await expect(fetchFeed(`${base}/slow.ics`, { etag: null, lastModified: null }, local, { timeoutMs: 300, maxBytes: 1024 })).rejects.toThrow('календарь не ответил вовремя');
  });

  it('should stop reading a file over the size limit, with or without its length announced', async () => {
    const big = 'X'.repeat(4096);
    const base = await serve((request, response) => {
      if (request.url === '/announced.ics') response.writeHead(200, { 'content-length': String(big.length) }).end(big);
      else {
        response.writeHead(200);
        response.write(big.slice(0, 2048));
        response.end(big.slice(2048));
      }
    });
    const limits = { timeoutMs: 5000, maxBytes: 3072 };
    await expect(fetchFeed(`${base}/announced.ics`, { etag: null, lastModified: null }, local, limits)).rejects.toThrow('файл календаря больше 3 КБ');
    await expect(fetchFeed(`${base}/chunked.ics`, { etag: null, lastModified: null }, local, limits)).rejects.toThrow('файл календаря больше 3 КБ');
  });

  it('should name an error answer, and refuse a local address unless allowed', async () => {
    const base = await serve((request, response) => response.writeHead(request.url === '/gone.ics' ? 404 : 503).end());
    await expect(fetchFeed(`${base}/gone.ics`, { etag: null, lastModified: null }, local)).rejects.toThrow('календаря по этой ссылке нет (ответ 404)');
    await expect(fetchFeed(`${base}/busy.ics`, { etag: null, lastModified: null }, local)).rejects.toThrow('сервер календаря ответил ошибкой 503');
    await expect(fetchFeed(`${base}/busy.ics`, { etag: null, lastModified: null }, { allowLocal: false })).rejects.toThrow(/https:\/\//);
    await expect(fetchFeed(`${base.replace('http:', 'https:')}/busy.ics`, { etag: null, lastModified: null }, { allowLocal: false })).rejects.toThrow(/внутреннюю сеть/);
  });
});
