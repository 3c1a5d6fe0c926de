import type { DateTime } from 'luxon';
import { useState } from 'react';
import type { Article, ContentInput } from '../../../api/generated/model';
import { CounterTextarea } from '../../../components/counter-textarea/counter-textarea';
import { AppModal } from '../../../components/modal/app-modal';
import { moscowNow } from '../../../lib/moscow-time';
import { ContentEditForm } from '../../../components/content/content-edit-form';
import { useContentForm } from '../../../components/content/use-content-form';

export type ArticleEditDialogProps = {
  open: boolean;
  /** Null for a new article. */
  article: Article | null;
  /** When a new article is published unless changed; now by default. */
  defaultAt?: DateTime;
  saving?: boolean;
  onSave: (input: ContentInput) => void;
  onClose: () => void;
};

/**
 * «Редактирование статьи» (spec 2.9): photo, title, text (10 rows, counter 3000), publication date
 * and time. Mount it with a fresh `key` per opening. The spec calls the button «send»; it reads
 * «Сохранить» because a click schedules the article for its time rather than publishing it now.
 */
export function ArticleEditDialog({ open, article, defaultAt, saving = false, onSave, onClose }: ArticleEditDialogProps) {
  const [initialAt] = useState(() => defaultAt ?? moscowNow());
  const form = useContentForm(article, initialAt, (values) => ({ text: values.description }));
  const { values, update, visibleErrors, fieldIds } = form;

  return (
    <AppModal
      open={open}
      title={article ? 'Редактирование статьи' : 'Новая статья'}
      onClose={onClose}
      saving={saving}
      onSave={() => {
        const input = form.submit();
        if (input) onSave(input);
      }}
    >
      <ContentEditForm
        form={form}
        labels={{ image: 'Фото', name: 'Заголовок', date: 'Дата публикации', time: 'Время публикации' }}
        disabled={saving}
        description={
          <CounterTextarea
            id={fieldIds.description}
            label="Текст статьи"
            value={values.description}
            onChange={(value) => update('description', value)}
            minRows={10}
            required
            enforceLimit={false}
            error={visibleErrors.description}
            disabled={saving}
          />
        }
      />
    </AppModal>
  );
}
