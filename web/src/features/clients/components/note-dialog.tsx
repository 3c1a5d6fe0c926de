import Alert from '@mui/joy/Alert';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import { useState } from 'react';
import { AppModal } from '../../../components/modal/app-modal';

export const noteMaxLength = 5000;

type NoteDialogProps = {
  /** The text of the note being changed; '' for a new one. */
  initialText: string;
  editing: boolean;
  pending?: boolean;
  error?: string;
  onSave: (text: string) => void;
  onClose: () => void;
};

/** Writes or changes a private note. Mount it when it opens (its text starts from `initialText`). */
export function NoteDialog({ initialText, editing, pending = false, error, onSave, onClose }: NoteDialogProps) {
  const [text, setText] = useState(initialText);
  const trimmed = text.trim();
  return (
    <AppModal
      open
      title={editing ? 'Изменить заметку' : 'Новая заметка'}
      onClose={onClose}
      onSave={() => onSave(trimmed)}
      saving={pending}
      saveDisabled={trimmed === '' || trimmed === initialText}
      maxWidth={600}
    >
      <Stack spacing={1.5}>
        <FormControl>
          <FormLabel>Текст заметки</FormLabel>
          <Textarea autoFocus minRows={5} value={text} onChange={(changed) => setText(changed.target.value)} slotProps={{ textarea: { maxLength: noteMaxLength } }} />
          <FormHelperText>
            Заметку видите только вы. Клиент увидит её лишь в выгрузке своих данных; при удалении аккаунта она удаляется. {text.length} / {noteMaxLength}
          </FormHelperText>
        </FormControl>
        {error && <Alert color="danger">{error}</Alert>}
      </Stack>
    </AppModal>
  );
}
