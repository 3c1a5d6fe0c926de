import type { Newsletter } from '../../../api/generated/model';
import { useUser } from '../../auth/stores/auth-store';
import { AdminOnlyNotice } from '../../content/components/admin-only-notice';
import { ContentScreen } from '../../content/components/content-screen';
import { DeleteContentDialog } from '../../content/components/delete-content-dialog';
import { useContentEditing } from '../../content/hooks/use-content-editing';
import { useDeleteNewsletter } from '../api/delete-newsletter';
import { useNewsletters } from '../api/get-newsletters';
import { useSaveNewsletter } from '../api/save-newsletter';
import { NewsletterCard } from './newsletter-card';
import { NewsletterEditDialog } from './newsletter-edit-dialog';

/** /lk/news-letter (spec 2.9): newsletters, mailed (green) and scheduled (light blue). */
export function NewsletterManagement() {
  const isSuperuser = useUser()?.is_superuser ?? false;
  const newsletters = useNewsletters(isSuperuser);
  const { editing, deleting, open, closeEditor, askToDelete, closeDelete } = useContentEditing<Newsletter>();

  const save = useSaveNewsletter(closeEditor);
  const remove = useDeleteNewsletter(closeDelete);

  if (!isSuperuser) return <AdminOnlyNotice title="Рассылка" />;

  return (
    <ContentScreen
      title="Рассылка"
      createLabel="Создать рассылку"
      onCreate={() => open(null)}
      items={newsletters.data}
      loadingLabel="Загрузка рассылок"
      emptyText="Рассылок пока нет. Создайте первую — письмо уйдёт подписчикам в выбранное время."
      getKey={(newsletter) => newsletter.id}
      renderItem={(newsletter) => (
        <NewsletterCard newsletter={newsletter} onEdit={() => open(newsletter)} onDelete={() => askToDelete(newsletter)} />
      )}
    >
      {editing ? (
        <NewsletterEditDialog
          key={editing.opening}
          open
          newsletter={editing.item}
          saving={save.isPending}
          onSave={save.save}
          onClose={closeEditor}
        />
      ) : null}
      <DeleteContentDialog
        open={deleting !== null}
        title="Удалить рассылку?"
        text={
          deleting
            ? deleting.send
              ? `Рассылка «${deleting.name}» уже отправлена; удалится только запись о ней в этом списке.`
              : `Рассылка «${deleting.name}» не будет отправлена и исчезнет из списка. Восстановить её будет нельзя.`
            : ''
        }
        deleting={remove.isPending}
        onConfirm={() => deleting && remove.remove(deleting.id)}
        onClose={closeDelete}
      />
    </ContentScreen>
  );
}
