import { mkdtemp, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../config/logger';
import { createPageStylesheets, type PageStylesheets } from './page-stylesheets';

const logger = createLogger('silent');

/** Serves `stylesheets` as the app does, for one request. */
async function ask(stylesheets: PageStylesheets, href: string): Promise<{ status: number; text: string }> {
  const app = new Koa();
  app.use(async (ctx) => {
    if (!(await stylesheets.serve(ctx, ctx.path))) ctx.status = 404;
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${href}`, { headers: { 'accept-encoding': 'identity' } });
    return { status: response.status, text: await response.text() };
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe("the pages' stylesheets", () => {
  const folders: string[] = [];
  afterEach(async () => {
    for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
  });

  it('should still serve a sheet after a restart, from the data folder, kept private', async () => {
    const data = await mkdtemp(path.join(os.tmpdir(), 'coach-page-styles-'));
    folders.push(data);
    const folder = path.join(data, 'page-styles');
    const before = createPageStylesheets({ folder, logger });
    const sheet = await before.put('.css-page{color:red}');
    expect(await ask(before, sheet.href)).toEqual({ status: 200, text: '.css-page{color:red}' });

    // A new process: nothing in memory, the page that links the sheet kept by a proxy.
    const after = createPageStylesheets({ folder, logger });
    expect(await ask(after, sheet.href)).toEqual({ status: 200, text: '.css-page{color:red}' });
    expect((await stat(folder)).mode & 0o777).toBe(0o700);
    expect(((await stat(path.join(folder, `${sheet.href.split('/').pop()}`))).mode & 0o777)).toBe(0o600);
  });

  it('should answer nothing for a name it never gave, and never read outside its folder', async () => {
    const data = await mkdtemp(path.join(os.tmpdir(), 'coach-page-styles-'));
    folders.push(data);
    const stylesheets = createPageStylesheets({ folder: path.join(data, 'page-styles'), logger });
    expect((await ask(stylesheets, '/assets/styles/AAAAAAAAAAAAAAAAAAAAAA.css')).status).toBe(404);
    expect((await ask(stylesheets, '/assets/styles/..%2F..%2Fetc%2Fpasswd.css')).status).toBe(404);
  });
});
