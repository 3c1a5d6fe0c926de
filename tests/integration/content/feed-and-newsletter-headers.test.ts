import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { checkedFetch } from '../../support/contract-answers';
import { nuHtmlErrors } from '../../support/nu-html-checker';
import { waitForMail } from '../../support/outbox';
import { registerAndSignIn, requestCode } from '../../support/sign-in';
import { startTestApp, type TestApp } from '../../support/test-app';

const pixel = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const publicUrl = 'http://localhost:3000';

type Enclosure = { '@_url': string; '@_type': string; '@_length': string };
type Rss = { rss: { channel: { item: { title: string; enclosure: Enclosure } } } };

describe('what leaves the site: the blog feed and the newsletter’s list headers', () => {
  const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
  let app: TestApp;
  let coach: ApiClient;
  /** The app's own address for an address the site gives out (PUBLIC_URL). */
  const local = (url: string) => url.replace(publicUrl, app.baseUrl);
  const moscow = (offsetMs: number) => {
    const at = new Date(clock.now().getTime() + offsetMs + 3 * 3_600_000);
    return { only_date: at.toISOString().slice(0, 10), only_time: at.toISOString().slice(11, 16) };
  };

  beforeAll(async () => {
    app = await startTestApp({ backend: 'embedded', now: clock.now, adminEmails: ['coach@example.ru'] });
    coach = app.client();
    await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru');
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  it('should give an article’s picture in the RSS feed the type and byte length its address answers', async () => {
    const created = await coach.post('/api/article/', {
      name: 'Как услышать себя',
      description: 'Пять минут тишины в день.',
      ...moscow(-60_000),
      file_temp: { name: 'cover.png', type: 'png', base64: pixel },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const feed = await checkedFetch(`${app.baseUrl}/feed.xml`);
    expect(feed.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    const rss = new XMLParser({ ignoreAttributes: false }).parse(await feed.text()) as Rss;
    const { enclosure } = rss.rss.channel.item;
    expect(enclosure['@_url']).toMatch(/^http:\/\/localhost:3000\/api\/article-image\/\d+$/);
    const picture = await checkedFetch(local(enclosure['@_url']));
    expect(enclosure['@_type']).toBe(picture.headers.get('content-type'));
    expect(enclosure['@_type']).toBe('image/png');
    expect(Number(enclosure['@_length'])).toBe((await picture.arrayBuffer()).byteLength);
    expect(Number(enclosure['@_length'])).toBe(Buffer.from(pixel, 'base64').length);
  });

  it('should mail a newsletter with its List-Id, and answer a browser opening its List-Unsubscribe address with a page that asks first', async () => {
    const reader = app.client();
    await reader.get('/api/csrf');
    const { uuid: codeId, code } = await requestCode(reader, app.outboxDir, 'olga@example.ru', { registration: true, notification: true });
    await reader.post('/api/token', { uuid: codeId, code });
    await coach.post('/api/newsletter/', { name: 'Ноябрьские заметки', description: '<p>Главное за месяц.</p>', ...moscow(1000) });
    const mail = await waitForMail(app.outboxDir, (candidate) => candidate.subject === 'Ноябрьские заметки' && candidate.to.includes('olga@example.ru'));

    // RFC 2919: a phrase (here encoded per RFC 2047, the raw header stays ASCII) and the list's id.
    expect(mail.headers['list-id']).toBe('Рассылка коуча Анны Смирновой <newsletter.localhost>');
    const rawHeaders = (await readFile(path.join(app.outboxDir, mail.file), 'latin1')).split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
    const listId = rawHeaders.split('\r\n').find((line) => /^list-id:/i.test(line));
    expect(listId).toMatch(/^List-Id: =\?UTF-8\?[BQ]\?[\x21-\x7e]+\?= <newsletter\.localhost>$/i);

    // Thunderbird without one-click opens the header's address in the browser: a GET.
    const oneClickUrl = /^<(.+)>$/.exec(mail.headers['list-unsubscribe']!)![1]!;
    const page = await checkedFetch(local(oneClickUrl));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toMatch(/style-src 'sha256-[^']+'/);
    const html = await page.text();
    expect(html).toContain('<h1>Отписаться от рассылки?</h1>');
    expect(html).toContain('рассылки коуча Анны Смирновой');
    expect((await nuHtmlErrors({ page: html })).page).toEqual([]);
    const button = /<a class="button" href="([^"]+)">Отписаться<\/a>/.exec(html)![1]!.replace(/&amp;/g, '&');
    const uuid = new URL(oneClickUrl).searchParams.get('uuid')!;
    expect(button).toBe(`/user-unsubscribe?uuid=${encodeURIComponent(uuid)}`);

    // The GET changed nothing: the page the button opens is the one that unsubscribes her.
    expect((await reader.get<{ message: string }>('/api/unsubscribe/', { uuid })).body.message).toMatch(/^Вы отписались/);
  }, 30_000);
});
