import { DateTime } from 'luxon';
import sharp from 'sharp';
import { fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalPages, paths } from '../../server/src/shared/site-paths';
import { nuHtmlErrors } from '../support/nu-html-checker';
import { registerAndSignIn } from '../support/sign-in';
import type { TestApp } from '../support/test-app';
import { startE2eApp } from './support/e2e-app';

const siteOrigin = 'http://localhost:3000';
const pixel = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** What a crawler or the Nu checker reads: the server's HTML, no script run. */
async function serverHtml(app: TestApp, path: string): Promise<string> {
  const response = await fetch(new URL(path, app.baseUrl));
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The `<meta property|name=… content=…>` tags of a page's head, by property. */
function metaTags(html: string): Map<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = new Map<string, string>();
  for (const [, key, content] of head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"\/?>/g)) tags.set(key!, content!.replace(/&amp;/g, '&'));
  return tags;
}

describe('the public pages as HTML checkers and link previews read them', () => {
  let app: TestApp;
  let articleId = 0;

  beforeAll(async () => {
    app = await startE2eApp({ adminEmails: ['coach@example.ru'] });
    const coach = app.client();
    await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru');
    const yesterday = DateTime.now().setZone('Europe/Moscow').minus({ days: 1 });
    const published = await coach.post<{ id: number }>('/api/article/', {
      name: 'Пять минут тишины',
      description: 'Каждый день по пять минут без телефона.\nТак начинается разговор с собой.',
      only_date: yesterday.toFormat('yyyy-MM-dd'),
      only_time: yesterday.toFormat('HH:mm'),
      file_temp: { name: 'cover', type: 'png', base64: pixel },
    });
    expect(published.status, JSON.stringify(published.body)).toBeLessThan(300);
    articleId = published.body.id;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('should give the W3C Nu checker no error on any public page', async () => {
    const pages = [paths.landing, `${paths.landing}?path=products`, paths.about, paths.blogs, paths.blogPost(articleId), ...legalPages, `${paths.unsubscribe}?uuid=x.y`];
    const documents = Object.fromEntries(await Promise.all(pages.map(async (path) => [path, await serverHtml(app, path)] as const)));
    expect(await nuHtmlErrors(documents)).toEqual(Object.fromEntries(pages.map((path) => [path, []])));
  }, 120_000);

  it('should give the landing and its products a real picture for link previews, absolute, with its size and a description', async () => {
    for (const path of [paths.landing, `${paths.landing}?path=products`]) {
      const meta = metaTags(await serverHtml(app, path));
      const image = meta.get('og:image');
      expect(image, path).toBe(`${siteOrigin}/share/practice.png`);
      expect(meta.get('og:image:alt'), path).toMatch(/коучинг/i);
      expect(meta.get('twitter:card'), path).toBe('summary_large_image');
      const picture = await fetch(new URL(new URL(image!).pathname, app.baseUrl));
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toMatch(/^image\/png/);
      const { width, height, format } = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
      expect({ format, width: String(width), height: String(height) }).toEqual({ format: 'png', width: meta.get('og:image:width'), height: meta.get('og:image:height') });
    }
  });
});
