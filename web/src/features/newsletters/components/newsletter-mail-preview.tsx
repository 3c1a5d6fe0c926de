import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import type { NewsletterPreview } from '../../../api/generated/model';
import { AppModal } from '../../../components/modal/app-modal';

/**
 * The mail exactly as subscribers get it (the sending job's template), in a sandboxed frame: the
 * letter's own styles cannot touch the page and nothing in it runs.
 */
export function NewsletterMailPreview({ preview, onClose }: { preview: NewsletterPreview; onClose: () => void }) {
  return (
    <AppModal open title="Так письмо увидят подписчики" onClose={onClose} closeOnly cancelLabel="Закрыть">
      <Typography level="body-sm" sx={{ mb: 1 }}>
        Тема: <strong>{preview.subject}</strong>
      </Typography>
      <Box
        component="iframe"
        title="Письмо рассылки"
        sandbox=""
        srcDoc={preview.html}
        sx={{ width: '100%', minHeight: 480, height: '60vh', border: '1px solid', borderColor: 'neutral.outlinedBorder', borderRadius: 'sm', bgcolor: '#fff' }}
      />
    </AppModal>
  );
}
