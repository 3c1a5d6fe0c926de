import { Feed } from 'feed';
import type { Middleware } from 'koa';
// The web app's addresses and article rule, so the sitemap and feed cannot drift from its pages.
import { legalPages, paths } from '../../shared/site-paths';
import { articleParagraphs } from '../../shared/article-text';
import type { AppState } from '../../http/app-state';
import type { Article, Articles } from './articles';
import { imageMimeType } from './content-images';

/** The public pages besides the articles, as the search engines should see them. */
const publicPages = [paths.landing, paths.about, paths.blogs, ...legalPages] as const;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');


export function sitemapXml(origin: string, articles: readonly Article[]): string {
  const newest = articles[0]?.publishAt;
  const url = (path: string, lastmod?: Date) =>
    `<url><loc>${escapeXml(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...publicPages.map((path) => url(path, path === paths.blogs ? newest : undefined)),
    ...articles.map((article) => url(paths.blogPost(article.id), article.publishAt)),
    '</urlset>',
    '',
  ].join('\n');
}

/** Everything public is open to crawlers; the cabinet and the API are not pages to index. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Disallow: /lk', 'Disallow: /api', 'Allow: /', '', `Sitemap: ${origin}${paths.sitemap}`, ''].join('\n');
}

/** An article's picture as an RSS enclosure: its address, and the type and byte length of what that address answers (the original). */
const articlePicture = (origin: string, image: NonNullable<Article['image']>) => ({
  url: `${origin}/api/article-image/${image.id}`,
  type: imageMimeType(image.extension),
  length: image.bytes,
});

/** The blog as RSS 2.0, newest first, each article with its full text. */
export function blogFeedXml(origin: string, coach: { name: string; nameGenitive: string }, articles: readonly Article[]): string {
  const practiceName = `Коуч ${coach.name}`;
  const feed = new Feed({
    title: `Статьи — ${practiceName}`,
    description: `Статьи коуча ${coach.nameGenitive} о поиске призвания, смене профессии и первых шагах к переменам.`,
    id: `${origin}${paths.blogs}`,
    link: `${origin}${paths.blogs}`,
    language: 'ru',
    copyright: practiceName,
    updated: articles[0]?.publishAt,
    feedLinks: { rss: `${origin}${paths.blogFeed}` },
    author: { name: coach.name },
  });
  for (const article of articles) {
    const link = `${origin}${paths.blogPost(article.id)}`;
    feed.addItem({
      title: article.name,
      id: link,
      link,
      description: articleParagraphs(article.description)[0] ?? '',
      content: articleParagraphs(article.description)
        .map((paragraph) => `<p>${escapeXml(paragraph)}</p>`)
        .join(''),
      date: article.publishAt,
      ...(article.image ? { image: articlePicture(origin, article.image) } : {}),
    });
  }
  return feed.rss2();
}

/** GET /sitemap.xml, /robots.txt and /feed.xml, made from the published articles on each request. */
export function siteFilesMiddleware(deps: {
  articles: Articles;
  origin: string;
  /** The coach as the practice's details (Практика) name her now. */
  coach: () => Promise<{ name: string; nameGenitive: string }>;
}): Middleware<AppState> {
  const files: Record<string, { type: string; body: (now: Date) => Promise<string> }> = {
    [paths.sitemap]: { type: 'application/xml; charset=utf-8', body: async (now) => sitemapXml(deps.origin, await deps.articles.published(now)) },
    [paths.robots]: { type: 'text/plain; charset=utf-8', body: async () => robotsTxt(deps.origin) },
    [paths.blogFeed]: { type: 'application/rss+xml; charset=utf-8', body: async (now) => blogFeedXml(deps.origin, await deps.coach(), await deps.articles.published(now)) },
  };
  return async (ctx, next) => {
    const file = ctx.method === 'GET' || ctx.method === 'HEAD' ? files[ctx.path] : undefined;
    if (!file) {
      await next();
      return;
    }
    ctx.type = file.type;
    ctx.body = await file.body(ctx.state.now);
    ctx.set('Cache-Control', 'public, max-age=300');
  };
}
