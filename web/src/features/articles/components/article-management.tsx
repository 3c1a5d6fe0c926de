import type { Article } from '../../../api/generated/model';
import { ContentManagement, type ContentKind } from '../../../components/content/content-management';
import { useDeleteArticle } from '../api/delete-article';
import { useManagedArticles } from '../api/get-managed-articles';
import { useSaveArticle } from '../api/save-article';
import { ArticleCard } from './article-card';
import { ArticleEditDialog } from './article-edit-dialog';

const articles: ContentKind<Article> = {
  title: 'Статьи',
  createLabel: 'Создать статью',
  loadingLabel: 'Загрузка статей',
  emptyText: 'Статей пока нет. Создайте первую — она появится в блоге в выбранное время.',
  deleteTitle: 'Удалить статью?',
  deleteText: (article) => `Статья «${article.name}» исчезнет из блога и из этого списка. Восстановить её будет нельзя.`,
  savedText: 'Статья сохранена.',
  deletedText: 'Статья удалена.',
  useItems: useManagedArticles,
  useSave: useSaveArticle,
  useRemove: useDeleteArticle,
  renderCard: (article, actions) => <ArticleCard article={article} {...actions} />,
  renderEditor: ({ item, ...props }) => <ArticleEditDialog open article={item} {...props} />,
};

/** /lk/article (spec 2.9): the coach's articles, published (green) and scheduled (light blue). */
export function ArticleManagement() {
  return <ContentManagement kind={articles} />;
}
