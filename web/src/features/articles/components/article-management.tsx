import { useRef, useState } from 'react';
import type { Article } from '../../../api/generated/model';
import { useUser } from '../../auth/stores/auth-store';
import { ContentScreen } from '../../content/components/content-screen';
import { AdminOnlyNotice } from '../../content/components/admin-only-notice';
import { DeleteContentDialog } from '../../content/components/delete-content-dialog';
import { useDeleteArticle } from '../api/delete-article';
import { useManagedArticles } from '../api/get-managed-articles';
import { useSaveArticle } from '../api/save-article';
import { ArticleCard } from './article-card';
import { ArticleEditDialog } from './article-edit-dialog';

type Editing = { article: Article | null; opening: number };

/** /lk/article (spec 2.9): the coach's articles, published (green) and scheduled (light blue). */
export function ArticleManagement() {
  const isSuperuser = useUser()?.is_superuser ?? false;
  const articles = useManagedArticles(isSuperuser);
  const [editing, setEditing] = useState<Editing | null>(null);
  // Each opening mounts a fresh dialog: no chosen file or old errors carry over (spec 4).
  const openings = useRef(0);
  const [deleting, setDeleting] = useState<Article | null>(null);

  const save = useSaveArticle(() => setEditing(null));
  const remove = useDeleteArticle(() => setDeleting(null));

  const open = (article: Article | null) => {
    openings.current += 1;
    setEditing({ article, opening: openings.current });
  };

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
      renderItem={(article) => <ArticleCard article={article} onEdit={() => open(article)} onDelete={() => setDeleting(article)} />}
    >
      {editing ? (
        <ArticleEditDialog
          key={editing.opening}
          open
          article={editing.article}
          saving={save.isPending}
          onSave={save.save}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <DeleteContentDialog
        open={deleting !== null}
        title="Удалить статью?"
        text={deleting ? `Статья «${deleting.name}» исчезнет из блога и из этого списка. Восстановить её будет нельзя.` : ''}
        deleting={remove.isPending}
        onConfirm={() => deleting && remove.remove(deleting.id)}
        onClose={() => setDeleting(null)}
      />
    </ContentScreen>
  );
}
