import Typography from '@mui/joy/Typography';
import type { ClientNote } from '../../../api/generated/model';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';

type DeleteNoteDialogProps = { note: ClientNote | null; pending?: boolean; error?: string; onConfirm: (note: ClientNote) => void; onClose: () => void };

export function DeleteNoteDialog({ note, pending, error, onConfirm, onClose }: DeleteNoteDialogProps) {
  return (
    <ConfirmDialog
      open={note !== null}
      title="Удалить заметку?"
      confirmLabel="Удалить"
      cancelLabel="Оставить"
      busy={pending}
      error={error}
      onConfirm={() => note && onConfirm(note)}
      onClose={onClose}
    >
      {note && <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>«{note.text}»</Typography>}
    </ConfirmDialog>
  );
}
