import { DateTime } from 'luxon';
import { fetch } from 'undici';
import { describe, expect, it } from 'vitest';
import { registerAndSignIn } from '../support/sign-in';
import { isHydrated, waitForApp } from './support/browser';
import { useE2eSuite } from './support/e2e-suite';

const siteOrigin = 'http://localhost:3000';
const pixel = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** The page as a crawler gets it: the HTML, no script run. */
async function rawPage(baseUrl: string, path: string) {
  const response = await fetch(new URL(path, baseUrl), { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), type: response.headers.get('content-type'), html: await response.text() };
}

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1] ?? '') as Record<string, unknown>);
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('the public site, server-rendered', () => {
  const suite = useE2eSuite({ adminEmails: ['coach@example.ru'] });
  const article = { name: 'Пять минут тишины', description: 'Каждый день по пять минут без телефона.\nТак начинается разговор с собой.' };
  let articleId = 0;
  let draftId = 0;

  it('should answer the landing with the hero, the services with their prices and the FAQ in its raw HTML', async () => {
    const { status, html } = await rawPage(suite.app.baseUrl, '/');
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Найдите дело, которое наполняет, — и решитесь на перемены<\/h1>/);
    expect(html).toContain('Индивидуальные решения');
    expect(html).toMatch(/Коуч-сессия/);
    expect(html).toMatch(/\d[\d\s ]*₽/);
    expect(html).toContain('Частые вопросы');
    expect(html).toContain('Сколько длится сессия и как она проходит?');
    // Styled before any script: the Joy styles are stylesheets linked from the head, with no nonce anywhere.
    expect(headOf(html)).toMatch(/<link rel="stylesheet" href="\/assets\/styles\/[\w-]{22}\.css">/);
    expect(html).not.toContain('nonce');
    expect(headOf(html)).toContain('<title>Коуч Анна Смирнова — индивидуальные коуч-сессии онлайн</title>');
    expect(headOf(html)).toContain(`<link rel="canonical" href="${siteOrigin}/"/>`);
    const types = jsonLd(html).map((data) => data['@type']);
    expect(types).toEqual(expect.arrayContaining(['ProfessionalService', 'FAQPage', 'Product']));
    const practice = jsonLd(html).find((data) => data['@type'] === 'ProfessionalService') as { founder: { '@type': string }; makesOffer: Array<{ priceCurrency: string }> };
    expect(practice.founder['@type']).toBe('Person');
    expect(practice.makesOffer.length).toBeGreaterThan(0);
    expect(practice.makesOffer.every((offer) => offer.priceCurrency === 'RUB')).toBe(true);
  });

  it('should answer a published article with its title, text, canonical link, Open Graph tags and BlogPosting JSON-LD', async () => {
    const coach = suite.app.client();
    await registerAndSignIn(coach, suite.app.outboxDir, 'coach@example.ru');
    const moscow = DateTime.now().setZone('Europe/Moscow');
    const at = (day: DateTime) => ({ only_date: day.toFormat('yyyy-MM-dd'), only_time: day.toFormat('HH:mm') });
    const published = await coach.post<{ id: number; file: { id: number } }>('/api/article/', {
      ...article,
      ...at(moscow.minus({ days: 1 })),
      file_temp: { name: 'cover', type: 'png', base64: pixel },
    });
    const draft = await coach.post<{ id: number }>('/api/article/', { name: 'Черновик', description: 'Ещё не время.', ...at(moscow.plus({ days: 5 })) });
    expect(published.status).toBeLessThan(300);
    expect(draft.status).toBeLessThan(300);
    articleId = published.body.id;
    draftId = draft.body.id;

    const { status, html } = await rawPage(suite.app.baseUrl, `/blogs/${articleId}`);
    expect(status).toBe(200);
    const head = headOf(html);
    expect(head).toContain(`<title>${article.name} — Коуч Анна Смирнова</title>`);
    expect(head).toContain(`<link rel="canonical" href="${siteOrigin}/blogs/${articleId}"/>`);
    expect(head).toContain(`<meta property="og:title" content="${article.name}"/>`);
    expect(head).toContain('<meta property="og:type" content="article"/>');
    expect(head).toMatch(/<meta property="og:description" content="Каждый день по пять минут без телефона\./);
    expect(head).toContain('<meta name="twitter:card"');
    expect(head).toContain('<link rel="alternate" type="application/rss+xml"');
    expect(html).toMatch(/<h1[^>]*>Пять минут тишины<\/h1>/);
    expect(html).toContain('Так начинается разговор с собой.');
    const posting = jsonLd(html).find((data) => data['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({ headline: article.name, url: `${siteOrigin}/blogs/${articleId}`, author: { '@type': 'Person', name: 'Анна Смирнова' } });
    expect(html).toContain(' · Анна Смирнова');
    expect(jsonLd(html).some((data) => data['@type'] === 'BreadcrumbList')).toBe(true);

    // The picture: WebP at several widths, the original as the fallback, sized so nothing shifts.
    const imageId = published.body.file.id;
    expect(html).toContain(`<source type="image/webp" srcSet="/api/article-image/${imageId}?width=320&amp;format=webp 320w,`);
    expect(html).toMatch(new RegExp(`<img src="/api/article-image/${imageId}" srcSet="[^"]+ 1280w" sizes="[^"]+" width="1280" height="720"`));
    const webp = await fetch(new URL(`/api/article-image/${imageId}?width=640&format=webp`, suite.app.baseUrl));
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await webp.arrayBuffer()).subarray(8, 12).toString('latin1')).toBe('WEBP');
    const wrongWidth = await fetch(new URL(`/api/article-image/${imageId}?width=500`, suite.app.baseUrl));
    expect(wrongWidth.status).toBe(400);
  });

  it('should answer 404 with «Страница не найдена» for an unknown address, and for an unknown or unpublished article', async () => {
    const unknown = await rawPage(suite.app.baseUrl, '/uslugi-i-ceny');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toMatch(/<h1[^>]*>Страница не найдена<\/h1>/);
    for (const path of ['/blogs/987654', `/blogs/${draftId}`, '/blogs/abc']) {
      const missing = await rawPage(suite.app.baseUrl, path);
      expect(missing.status, path).toBe(404);
      expect(missing.html, path).toMatch(/<h1[^>]*>Статья не найдена<\/h1>/);
    }
  });

  it('should move an address with a trailing slash to the one without (301), keeping the query', async () => {
    const moved = await rawPage(suite.app.baseUrl, '/blogs/?from=mail');
    expect(moved.status).toBe(301);
    expect(moved.location).toBe('/blogs?from=mail');
  });

  it('should leave the cabinet to the browser: the app shell, no page markup', async () => {
    const shell = await rawPage(suite.app.baseUrl, '/lk');
    expect(shell.status).toBe(200);
    expect(shell.html).toContain('<div id="root"><noscript>');
    expect(shell.html).not.toContain('id="ssr-state"');
  });

  it('should list the public pages and the published articles in the sitemap, name it in robots.txt and carry the articles in the feed', async () => {
    const sitemap = await rawPage(suite.app.baseUrl, '/sitemap.xml');
    expect(sitemap.type).toMatch(/^application\/xml/);
    for (const path of ['/', '/about', '/blogs', '/user-offer']) expect(sitemap.html).toContain(`<loc>${siteOrigin}${path}</loc>`);
    expect(sitemap.html).toMatch(new RegExp(`<url><loc>${siteOrigin}/blogs/${articleId}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[^<]+</lastmod></url>`));
    expect(sitemap.html).not.toContain(`/blogs/${draftId}<`);

    const robots = await rawPage(suite.app.baseUrl, '/robots.txt');
    expect(robots.html).toMatch(/^Disallow: \/lk$/m);
    expect(robots.html).toMatch(/^Disallow: \/api$/m);
    expect(robots.html).toContain(`Sitemap: ${siteOrigin}/sitemap.xml`);

    const feed = await rawPage(suite.app.baseUrl, '/feed.xml');
    expect(feed.type).toMatch(/^application\/rss\+xml/);
    expect(feed.html).toContain(`<title><![CDATA[${article.name}]]></title>`);
    expect(feed.html).toContain(`<link>${siteOrigin}/blogs/${articleId}</link>`);
    expect(feed.html).not.toContain('Черновик');
  });

  it('should hydrate the landing without a warning, reuse its data and answer the visitor (FAQ, purchase dialog)', async () => {
    for (const width of [1366, 390]) {
      const context = await suite.newContext();
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 860 });
      const console: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') console.push(message.text());
      });
      page.on('pageerror', (error) => console.push(error.message));
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(new URL(request.url()).pathname);
      });
      await page.goto('/');
      // A plain load runs only the bootstrap: no app code, nothing hydrated.
      await page.waitForLoadState('networkidle');
      expect(await isHydrated(page)).toBe(false);
      const scripts = await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\.js$/.test(entry.name)).length);
      expect(scripts).toBe(1);

      // The first click is held while the app loads and hydrates, then answered once on the same button.
      const question = page.getByRole('button', { name: 'Сколько длится сессия и как она проходит?' });
      await question.evaluate((button) => button.setAttribute('data-clicked-before-hydration', ''));
      await question.click();
      await waitForApp(page);
      await expect.poll(() => question.getAttribute('aria-expanded')).toBe('true');
      expect(await question.getAttribute('data-clicked-before-hydration')).toBe('');
      expect(await page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')))).toBe(true);
      await page.getByRole('button', { name: /^Купить/ }).first().click();
      await page.getByRole('dialog').waitFor();

      // The catalogue came with the page: hydration did not ask for it again.
      expect(apiCalls.filter((path) => /dictionary/.test(path))).toEqual([]);
      expect(console).toEqual([]);
      await context.close();
    }
  });

  it('should hydrate at once, without the visitor’s intent, a page that acts on arrival (a landing section address)', async () => {
    const context = await suite.newContext();
    const page = await context.newPage();
    await page.goto('/?path=reviews');
    await waitForApp(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await context.close();
  });

  it('should load the page again once when the app’s code is gone (a release replaced it), then leave it readable', async () => {
    const context = await suite.newContext();
    await context.route(/\/assets\/hydrate-app-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
    const page = await context.newPage();
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto('/');
    await page.getByRole('button', { name: 'Сколько длится сессия и как она проходит?' }).click();
    await expect.poll(() => loads).toBe(2);
    // The second copy fails the same way: no third load, the text stays.
    await page.getByRole('button', { name: 'Сколько длится сессия и как она проходит?' }).click();
    await page.waitForTimeout(1000);
    expect(loads).toBe(2);
    expect(await isHydrated(page)).toBe(false);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.close();
  });
});
