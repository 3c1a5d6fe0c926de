import { requireSuperuser } from '../../http/authorization';
import { notFound } from '../../http/errors';
import type { HandlerGroup } from '../../http/handler-types';
import type { Article, Articles } from './articles';
import type { ContentImages } from './content-images';
import type { ImageVariants } from './image-variants';
import { readContentInput } from './content-input';

/** The spec's counter shows 3000; the hard limit leaves room for a longer article. */
export const maxArticleLength = 20_000;

type ArticleOperation = 'listArticles' | 'listManagedArticles' | 'createArticle' | 'updateArticle' | 'deleteArticle' | 'getContentImage';

export function articleHandlers(deps: { articles: Articles; images: ContentImages; imageVariants: ImageVariants; now: () => Date }): HandlerGroup<ArticleOperation> {
  const present = (article: Article) => ({
    id: article.id,
    name: article.name,
    description: article.description,
    date: article.publishAt.toISOString(),
    send: article.publishAt.getTime() <= deps.now().getTime(),
    file: article.image ? { id: article.image.id, name: article.image.name, type: article.image.extension, ...(article.image.base64 ? { base64: article.image.base64 } : {}) } : null,
    advertisement: article.advertisement,
  });

  async function saved(id: number) {
    const article = await deps.articles.byId(id);
    if (!article) throw notFound('Статья не найдена.');
    return present(article);
  }

  return {
    async listArticles({ query }) {
      return (await deps.articles.published(query.id)).map(present);
    },

    async listManagedArticles({ user }) {
      requireSuperuser(user);
      return (await deps.articles.all()).map(present);
    },

    async createArticle({ body, user }) {
      requireSuperuser(user);
      const id = await deps.articles.create(await readContentInput(body, deps.images, maxArticleLength));
      return saved(id);
    },

    async updateArticle({ params, body, user }) {
      requireSuperuser(user);
      if (!(await deps.articles.update(params.id, await readContentInput(body, deps.images, maxArticleLength)))) throw notFound('Статья не найдена.');
      return saved(params.id);
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
  };
}
