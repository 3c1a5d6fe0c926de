import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedReadCacheMs } from '../../../server/src/http/read-cache';
import { sharedAnswerCacheControl } from '../../../server/src/http/shared-answers';
import { loginSessionPolicy } from '../../../server/src/modules/auth/login-sessions';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { deleteAccount, registerAndSignIn } from '../../support/sign-in';
import { startTestApp, type TestApp } from '../../support/test-app';

/**
 * The reads the API keeps for a moment (`server/src/http/read-cache.ts`) are read again as soon
 * as they changed: each check below first reads (so the value is kept), then writes, then reads.
 */

/**
 * A stand-in for the web app's server renderer: the page shows the consultation types it fetched
 * from the API, and how many times it was prepared (in its state script, kept with the version of
 * the page it was prepared with).
 */
const serverEntry = `
let prepared = 0;
export const serverEntry = {
  async preparePage({ apiOrigin }) {
    prepared++;
    const types = await (await fetch(apiOrigin + '/api/dictionary/consultationType/')).json();
    const names = types.map((type) => type.name).join(', ');
    return {
      kind: 'page',
      dataKey: JSON.stringify(types),
      stateScript: '<script type="application/json">{"prepared": ' + prepared + '}</script>',
      render: async () => ({ status: 200, head: '', html: '<main>' + names + '</main>', stylesheets: [] }),
    };
  },
  inlineScripts: [],
};
`;

async function writeWebBuild(): Promise<{ folder: string; webRoot: string }> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'coach-cached-pages-'));
  const webRoot = path.join(folder, 'dist');
  await mkdir(webRoot);
  await mkdir(path.join(folder, 'dist-ssr'));
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>');
  await writeFile(path.join(folder, 'dist-ssr', 'entry-server.js'), serverEntry);
  return { folder, webRoot };
}

/** A second browser holding the same session cookie (the first one's is cleared by a sign-out). */
function sameSessionAs(app: TestApp, client: ApiClient): ApiClient {
  const copy = app.client();
  copy.setCookie(loginSessionPolicy.cookieName, client.cookie(loginSessionPolicy.cookieName) ?? '');
  return copy;
}

describe('reads kept for a moment are read again once they changed', () => {
  const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
  const seen = new Set<string>();
  let web: { folder: string; webRoot: string };
  let app: TestApp;
  let coach: ApiClient;
  let anna: ApiClient;

  beforeAll(async () => {
    web = await writeWebBuild();
    app = await startTestApp({ backend: 'embedded', now: clock.now, adminEmails: ['coach@example.ru'], webRoot: web.webRoot });
    coach = app.client();
    anna = app.client();
    await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru', seen);
    await registerAndSignIn(anna, app.outboxDir, 'anna-cached@example.ru', seen);
  });

  afterAll(async () => {
    await app?.close();
    if (web) await rm(web.folder, { recursive: true, force: true });
  });

  it('shows her new name in user-me right after she saved it', async () => {
    expect((await anna.get<{ name: string | null }>('/api/user-me/')).body.name).toBeNull();
    const saved = await anna.request('PUT', '/api/setting/profile/', { body: { name: 'Анна Кэш', theme: 'light' } });
    expect(saved.status).toBe(200);
    expect((await anna.get<{ name: string | null }>('/api/user-me/')).body.name).toBe('Анна Кэш');
  });

  it('shows a session in the public calendar right after it was booked', async () => {
    const week = { start: '2026-11-30 00:00', end: '2026-12-07 00:00' };
    expect((await app.client().get<unknown[]>('/api/consultation-booked/', week)).body).toEqual([]);
    const bought = await anna.post<{ data: { token: string } }>('/api/buy/', { product: 'consultation', type: 1, date: '2026-12-02 07:00' });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect((await app.client().get<Array<{ date: string }>>('/api/consultation-booked/', week)).body).toEqual([
      expect.objectContaining({ date: '2026-12-02T07:00:00.000Z' }),
    ]);
  });

  it('shares a public answer between visitors, signed in or not, for a second at most, and never an error', async () => {
    const days = `/api/consultation-days/?${new URLSearchParams({ start: '2027-01-04 00:00', end: '2027-01-11 00:00' }).toString()}`;
    const first = await app.client().raw('GET', days);
    const again = await anna.raw('GET', days);
    expect(first.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('cache-control')).toBe(sharedAnswerCacheControl);
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));

    // What another process wrote (here: straight into the read model) shows once the kept second has passed.
    const types = async () => (await app.client().get<Array<{ id: number; name: string }>>('/api/dictionary/consultationType/')).body;
    const last = (await types()).at(-1)!;
    await app.services.db.query(`UPDATE consultation_types SET name = 'Другой процесс' WHERE id = $1`, [last.id]);
    expect((await types()).at(-1)!.name).toBe(last.name);
    clock.advance(sharedReadCacheMs + 1);
    expect((await types()).at(-1)!.name).toBe('Другой процесс');

    const refused = await app.client().raw('GET', '/api/consultation-days/?start=soon&end=later');
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('serves a page rendered once, the same bytes and ETag to every answer, and renders it again after the coach changed what it shows', async () => {
    const visitor = app.client();
    const first = await visitor.raw('GET', '/');
    const second = await visitor.raw('GET', '/');
    expect(first.text).toContain('Коуч-сессия');
    expect(first.text).toContain('"prepared": 1');
    expect(second.text).toBe(first.text);
    expect(first.headers.get('etag')).toMatch(/^"[\w-]{22}(-br|-gzip)?"$/);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));

    const [type] = (await coach.get<Array<{ id: number; name: string; icon: string; description: string; additional: string; amount: number; on_sale: boolean }>>('/api/dictionary/consultationType/')).body;
    const renamed = await coach.request('PUT', `/api/dictionary/consultationType/${type!.id}/`, {
      body: { name: 'Сессия с новым именем', icon: type!.icon, description: type!.description, additional: type!.additional, amount: type!.amount, on_sale: type!.on_sale },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const after = await visitor.raw('GET', '/');
    expect(after.text).toContain('Сессия с новым именем');
    expect(after.text).toContain('"prepared": 2');
    expect(after.headers.get('etag')).not.toBe(first.headers.get('etag'));
  });

  it('refuses a session at once after its sign-out, though it was just resolved', async () => {
    const bella = app.client();
    await registerAndSignIn(bella, app.outboxDir, 'bella-cached@example.ru', seen);
    const otherTab = sameSessionAs(app, bella);
    expect((await otherTab.get('/api/user-me/')).status).toBe(200);
    expect((await bella.request('POST', '/api/logout/')).status).toBe(200);
    expect((await otherTab.get('/api/user-me/')).status).toBe(401);
  });

  it('refuses her session at once after her account was erased', async () => {
    const otherTab = sameSessionAs(app, anna);
    expect((await otherTab.get('/api/user-me/')).status).toBe(200);
    clock.advance(60_000); // past the 30 s between two codes to one address
    await deleteAccount(anna, app.outboxDir, 'anna-cached@example.ru', seen);
    expect((await otherTab.get('/api/user-me/')).status).toBe(401);
  });

  it('refuses a session once it expired, though it was just resolved', async () => {
    expect((await coach.get('/api/user-me/')).status).toBe(200);
    clock.advance((loginSessionPolicy.lifetimeDays * 86_400 + 1) * 1000);
    expect((await coach.get('/api/user-me/')).status).toBe(401);
  });
});
