import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { NewsletterDraft } from '../../../api/generated/model';
import { SendIcon } from '../../../components/icons/icons';
import { plural } from '../../../lib/plural';

export type NewsletterToolsProps = {
  /** Subscribers now; undefined while counting. */
  recipients: number | undefined;
  /** The draft as it is in the form; null while it has no title or text yet. */
  draft: NewsletterDraft | null;
  previewing: boolean;
  testing: boolean;
  onPreview: (draft: NewsletterDraft) => void;
  onTestSend: (draft: NewsletterDraft) => void;
};

const subscribersWord = (count: number) => plural(count, 'подписчик', 'подписчика', 'подписчиков');

/** Before a newsletter goes out: whom it reaches, how the mail looks, a copy to herself. */
export function NewsletterTools({ recipients, draft, previewing, testing, onPreview, onTestSend }: NewsletterToolsProps) {
  return (
    <Stack spacing={1} sx={{ p: 1.5, borderRadius: 'sm', bgcolor: 'background.level1' }}>
      <Typography level="body-sm" role="status">
        {recipients === undefined
          ? 'Считаем подписчиков…'
          : recipients === 0
            ? 'Сейчас подписчиков нет: письмо никому не уйдёт.'
            : `Если отправить сейчас, письмо получат ${recipients} ${subscribersWord(recipients)}.`}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" size="sm" disabled={!draft} loading={previewing} onClick={() => draft && onPreview(draft)}>
          Как будет выглядеть письмо
        </Button>
        <Button variant="outlined" size="sm" startDecorator={<SendIcon />} disabled={!draft} loading={testing} onClick={() => draft && onTestSend(draft)}>
          Отправить себе на проверку
        </Button>
      </Stack>
    </Stack>
  );
}
