import Typography from '@mui/joy/Typography';
import type { ClientNote } from '../../../api/generated/model';
import { ConfirmActionDialog } from './confirm-action-dialog';

type DeleteNoteDialogProps = { note: ClientNote | null; pending?: boolean; error?: string; onConfirm: (note: ClientNote) => void; onClose: () => void };

export function DeleteNoteDialog({ note, pending, error, onConfirm, onClose }: DeleteNoteDialogProps) {
  return (
    <ConfirmActionDialog
      open={note !== null}
      title="Удалить заметку?"
      confirmLabel="Удалить"
      keepLabel="Оставить"
      pending={pending}
      error={error}
      onConfirm={() => note && onConfirm(note)}
      onClose={onClose}
    >
      {note && <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>«{note.text}»</Typography>}
    </ConfirmActionDialog>
  );
}
