import { getListArticlesQueryOptions, useListArticles } from '../../../api/generated/hooks';
import type { Article } from '../../../api/generated/model';
import { withoutErrorAlert } from '../../../lib/api-client';
import { type PageQueries, pageQuery } from '../../../lib/page-queries';
import { articleIdFromParam } from '../utils/article-id';

const newestFirst = (articles: Article[]) => [...articles].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);

/** GET /api/article/: the public blog, newest first. */
export function usePublishedArticles() {
  return useListArticles(undefined, { query: { select: newestFirst } });
}

/** One published article by id (`?id=`); null when there is none. An unknown id is the page's own message, not an alert. */
export function usePublishedArticle(id: number | null) {
  return useListArticles(
    { id: id ?? undefined },
    {
      query: { enabled: id !== null, select: (articles) => articles.find((article) => article.id === id) ?? null },
      request: withoutErrorAlert,
    },
  );
}

/** The data of /blogs in its server-rendered HTML. */
export const publishedArticlesQueries: PageQueries = (_params, request) => [pageQuery(getListArticlesQueryOptions(undefined, { request }))];

/** The data of /blogs/{id}: the key of usePublishedArticle's query; an id that cannot be one asks nothing. */
export const publishedArticleQueries: PageQueries = (params, request) => {
  const id = articleIdFromParam(params.id);
  return id === null ? [] : [pageQuery(getListArticlesQueryOptions({ id }, { request }))];
};
