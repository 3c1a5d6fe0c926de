import Typography from '@mui/joy/Typography';
import type { NewsletterPreview } from '../../../api/generated/model';
import { AppModal } from '../../../components/modal/app-modal';
import { MailHtmlView } from './mail-html-view';

/** The mail exactly as subscribers get it (the sending job's template), kept apart from the page's styles. */
export function NewsletterMailPreview({ preview, onClose }: { preview: NewsletterPreview; onClose: () => void }) {
  return (
    <AppModal open title="Так письмо увидят подписчики" onClose={onClose} closeOnly cancelLabel="Закрыть">
      <Typography level="body-sm" sx={{ mb: 1 }}>
        Тема: <strong>{preview.subject}</strong>
      </Typography>
      <MailHtmlView html={preview.html} label="Письмо рассылки" />
    </AppModal>
  );
}
