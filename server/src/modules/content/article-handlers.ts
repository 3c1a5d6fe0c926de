import { requireSuperuser } from '../../http/authorization';
import { notFound } from '../../http/errors';
import type { HandlerMap } from '../../http/handler-types';
import type { Article, Articles } from './articles';
import type { ContentImages } from './content-images';
import type { ImageVariants } from './image-variants';
import { readContentInput } from './content-input';

/** The spec's counter shows 3000; the hard limit leaves room for a longer article. */
export const maxArticleLength = 20_000;

export function articleHandlers(deps: { articles: Articles; images: ContentImages; imageVariants: ImageVariants }) {
  const present = (article: Article, now: Date) => ({
    id: article.id,
    name: article.name,
    description: article.description,
    date: article.publishAt.toISOString(),
    send: article.publishAt.getTime() <= now.getTime(),
    file: article.image ? { id: article.image.id, name: article.image.name, type: article.image.extension, ...(article.image.base64 ? { base64: article.image.base64 } : {}) } : null,
    advertisement: article.advertisement,
  });

  async function saved(id: number, now: Date) {
    const article = await deps.articles.byId(id);
    if (!article) throw notFound('Статья не найдена.');
    return present(article, now);
  }

  return {
    async listArticles({ query, ctx }) {
      return (await deps.articles.published(ctx.state.now, query.id)).map((article) => present(article, ctx.state.now));
    },

    async listManagedArticles({ user, ctx }) {
      requireSuperuser(user);
      return (await deps.articles.all()).map((article) => present(article, ctx.state.now));
    },

    async createArticle({ body, user, ctx }) {
      requireSuperuser(user);
      const id = await deps.articles.create(await readContentInput(body, deps.images, maxArticleLength), ctx.state.now);
      return saved(id, ctx.state.now);
    },

    async updateArticle({ params, body, user, ctx }) {
      requireSuperuser(user);
      if (!(await deps.articles.update(params.id, await readContentInput(body, deps.images, maxArticleLength), ctx.state.now))) throw notFound('Статья не найдена.');
      return saved(params.id, ctx.state.now);
    },

    async deleteArticle({ params, user }) {
      requireSuperuser(user);
      if (!(await deps.articles.remove(params.id))) throw notFound('Статья не найдена.');
      return { result: true };
    },

    async getContentImage({ params, query, ctx }) {
      const image = await deps.images.byId(params.id);
      if (!image) throw notFound('Изображение не найдено.');
      const variant = await deps.imageVariants.variant(image, query);
      ctx.type = variant.mimeType;
      // An image id never gets other content, so browsers and proxies may keep it.
      ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
      return variant.content;
    },
  } satisfies Partial<HandlerMap>;
}
