import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';
import type { DateTime } from 'luxon';
import { useState, type ReactNode } from 'react';
import type { ContentInput, Newsletter, NewsletterDraft } from '../../../api/generated/model';
import { AppModal } from '../../../components/modal/app-modal';
import { RichTextField } from '../../../components/rich-text/rich-text-field';
import { moscowNow } from '../../../lib/moscow-time';
import { ContentEditForm } from '../../../components/content/content-edit-form';
import { useContentForm } from '../../../components/content/use-content-form';
import { nextFullHour } from '../../../components/content/content-form';
import { htmlText } from '../../../components/rich-text/html-text';
import { advertisementOfDraft } from '../../../components/advertising/advertisement';

export type NewsletterEditDialogProps = {
  open: boolean;
  /** Null for a new newsletter. */
  newsletter: Newsletter | null;
  /** When a new newsletter goes out unless changed; the next full hour by default. */
  defaultAt?: DateTime;
  saving?: boolean;
  onSave: (input: ContentInput) => void;
  onClose: () => void;
  /** The checks before sending (recipients, preview, a test mail) for the draft as it is now. */
  renderTools?: (draft: NewsletterDraft | null) => ReactNode;
};

/**
 * «Редактирование рассылки» (spec 2.9): photo, title, rich text, mailing date and time. A sent
 * newsletter is shown read-only: the server refuses to change it (409). Mount with a fresh `key`.
 */
export function NewsletterEditDialog({ open, newsletter, defaultAt, saving = false, onSave, onClose, renderTools }: NewsletterEditDialogProps) {
  const [initialAt] = useState(() => defaultAt ?? nextFullHour(moscowNow()));
  const [text, setText] = useState(() => htmlText(newsletter?.description ?? ''));
  const form = useContentForm(newsletter, initialAt, (values) => ({ text, html: values.description }));
  const sent = newsletter?.send ?? false;
  const locked = sent || saving;
  const mark = advertisementOfDraft(form.values.advertisement);
  const draft =
    form.values.name.trim() && text.trim()
      ? { name: form.values.name.trim(), description: form.values.description, advertisement: 'advertisement' in mark ? mark.advertisement : null }
      : null;

  return (
    <AppModal
      open={open}
      title={newsletter ? (sent ? 'Отправленная рассылка' : 'Редактирование рассылки') : 'Новая рассылка'}
      onClose={onClose}
      closeOnly={sent}
      cancelLabel={sent ? 'Закрыть' : 'Отмена'}
      saving={saving}
      onSave={() => {
        const input = form.submit();
        if (input) onSave(input);
      }}
    >
      <Stack gap={2}>
        {sent ? (
          <Alert color="success" variant="soft" sx={{ mt: 1 }}>
            Эта рассылка уже отправлена подписчикам — изменить её нельзя. Чтобы написать снова, создайте новую.
          </Alert>
        ) : null}
        {sent ? null : renderTools?.(draft)}
        <ContentEditForm
          form={form}
          labels={{ image: 'Фото', name: 'Заголовок', date: 'Дата рассылки', time: 'Время рассылки' }}
          disabled={locked}
          description={
            <RichTextField
              id={form.fieldIds.description}
              label="Текст рассылки"
              initialHtml={newsletter?.description ?? ''}
              textLength={text.trim().length}
              readOnly={locked}
              error={form.visibleErrors.description}
              onChange={(value) => {
                setText(value.text);
                form.update('description', value.html);
              }}
            />
          }
        />
      </Stack>
    </AppModal>
  );
}
