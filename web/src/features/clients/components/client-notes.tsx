import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ClientNote } from '../../../api/generated/model';
import { formatMoscowDateTime } from '../../../lib/moscow-time';

type ClientNotesProps = {
  notes: readonly ClientNote[];
  onWrite: () => void;
  onEdit: (note: ClientNote) => void;
  onDelete: (note: ClientNote) => void;
};

/** The coach's private notes about the client, newest first: never shown to the client. */
export function ClientNotes({ notes, onWrite, onEdit, onDelete }: ClientNotesProps) {
  return (
    <Stack spacing={1}>
      <Typography level="body-xs">Видны только вам; клиент увидит их лишь в выгрузке своих данных.</Typography>
      <div>
        <Button size="sm" onClick={onWrite}>
          Добавить заметку
        </Button>
      </div>
      {notes.length === 0 ? (
        <Typography level="body-sm">Заметок пока нет.</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {notes.map((note) => (
            <Card component="li" key={note.id} size="sm" variant="soft" sx={{ minWidth: 0 }}>
              <Typography level="body-sm" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.text}</Typography>
              <Typography level="body-xs">
                {formatMoscowDateTime(note.written_at)}
                {note.edited_at ? `, изменена ${formatMoscowDateTime(note.edited_at)}` : ''}
              </Typography>
              <Stack direction="row" spacing={1}>
                <Button size="sm" variant="plain" onClick={() => onEdit(note)}>
                  Изменить
                </Button>
                <Button size="sm" variant="plain" color="danger" onClick={() => onDelete(note)}>
                  Удалить
                </Button>
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
