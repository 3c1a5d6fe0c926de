import type { Newsletter } from '../../../api/generated/model';
import { ContentManagement, type ContentKind } from '../../../components/content/content-management';
import { useDeleteNewsletter } from '../api/delete-newsletter';
import { useNewsletters } from '../api/get-newsletters';
import { useSaveNewsletter } from '../api/save-newsletter';
import { NewsletterCard } from './newsletter-card';
import { NewsletterEditDialog } from './newsletter-edit-dialog';
import { NewsletterToolsArea } from './newsletter-tools-area';

const newsletters: ContentKind<Newsletter> = {
  title: 'Рассылка',
  createLabel: 'Создать рассылку',
  loadingLabel: 'Загрузка рассылок',
  emptyText: 'Рассылок пока нет. Создайте первую — письмо уйдёт подписчикам в выбранное время.',
  deleteTitle: 'Удалить рассылку?',
  deleteText: (newsletter) =>
    newsletter.send
      ? `Рассылка «${newsletter.name}» уже отправлена; удалится только запись о ней в этом списке.`
      : `Рассылка «${newsletter.name}» не будет отправлена и исчезнет из списка. Восстановить её будет нельзя.`,
  savedText: 'Рассылка сохранена: письмо уйдёт подписчикам в назначенное время.',
  deletedText: 'Рассылка удалена.',
  useItems: useNewsletters,
  useSave: useSaveNewsletter,
  useRemove: useDeleteNewsletter,
  renderCard: (newsletter, actions) => <NewsletterCard newsletter={newsletter} {...actions} />,
  renderEditor: ({ item, ...props }) => (
    <NewsletterEditDialog open newsletter={item} {...props} renderTools={(draft) => <NewsletterToolsArea draft={draft} />} />
  ),
};

/** /lk/news-letter (spec 2.9): newsletters, mailed (green) and scheduled (light blue). */
export function NewsletterManagement() {
  return <ContentManagement kind={newsletters} />;
}
