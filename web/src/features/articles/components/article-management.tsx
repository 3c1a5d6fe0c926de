import type { Article } from '../../../api/generated/model';
import { useUser } from '../../auth/stores/auth-store';
import { ContentScreen } from '../../content/components/content-screen';
import { AdminOnlyNotice } from '../../content/components/admin-only-notice';
import { DeleteContentDialog } from '../../content/components/delete-content-dialog';
import { useContentEditing } from '../../content/hooks/use-content-editing';
import { useDeleteArticle } from '../api/delete-article';
import { useManagedArticles } from '../api/get-managed-articles';
import { useSaveArticle } from '../api/save-article';
import { ArticleCard } from './article-card';
import { ArticleEditDialog } from './article-edit-dialog';

/** /lk/article (spec 2.9): the coach's articles, published (green) and scheduled (light blue). */
export function ArticleManagement() {
  const isSuperuser = useUser()?.is_superuser ?? false;
  const articles = useManagedArticles(isSuperuser);
  const { editing, deleting, open, closeEditor, askToDelete, closeDelete } = useContentEditing<Article>();

  const save = useSaveArticle(closeEditor);
  const remove = useDeleteArticle(closeDelete);

  if (!isSuperuser) return <AdminOnlyNotice title="Статьи" />;

  return (
    <ContentScreen
      title="Статьи"
      createLabel="Создать статью"
      onCreate={() => open(null)}
      items={articles.data}
      loadingLabel="Загрузка статей"
      emptyText="Статей пока нет. Создайте первую — она появится в блоге в выбранное время."
      getKey={(article) => article.id}
      renderItem={(article) => <ArticleCard article={article} onEdit={() => open(article)} onDelete={() => askToDelete(article)} />}
    >
      {editing ? (
        <ArticleEditDialog
          key={editing.opening}
          open
          article={editing.item}
          saving={save.isPending}
          onSave={save.save}
          onClose={closeEditor}
        />
      ) : null}
      <DeleteContentDialog
        open={deleting !== null}
        title="Удалить статью?"
        text={deleting ? `Статья «${deleting.name}» исчезнет из блога и из этого списка. Восстановить её будет нельзя.` : ''}
        deleting={remove.isPending}
        onConfirm={() => deleting && remove.remove(deleting.id)}
        onClose={closeDelete}
      />
    </ContentScreen>
  );
}
