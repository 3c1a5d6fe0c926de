import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { DeleteIcon } from '../../../components/icons/icons';
import { moscowDay } from '../../../lib/moscow-time';
import { withException } from '../utils/schedule-draft';
import { ExceptionDialog, type ScheduleExceptionDraft } from './exception-dialog';

export type ExceptionsEditorProps = {
  exceptions: ScheduleExceptionDraft[];
  today: string;
  onChange: (exceptions: ScheduleExceptionDraft[]) => void;
};

type Editing = { exception?: ScheduleExceptionDraft } | null;

/** «Особые дни»: dates off and dates with their own times, each changeable and removable. */
export function ExceptionsEditor({ exceptions, today, onChange }: ExceptionsEditorProps) {
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <Stack gap={1}>
      {exceptions.length === 0 ? (
        <Typography level="body-sm" textColor="text.tertiary">
          Особых дней нет: каждую неделю действует недельный план.
        </Typography>
      ) : (
        <Stack component="ul" gap={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {exceptions.map((exception) => {
            const day = moscowDay(exception.date);
            return (
              <Sheet key={exception.date} component="li" variant="soft" sx={{ borderRadius: 'sm', p: 1.25, display: 'flex', gap: 1, alignItems: 'center' }}>
                <Stack direction={{ xs: 'column', sm: 'row' }} gap={{ xs: 0.25, sm: 1 }} sx={{ flex: 1, minWidth: 0 }}>
                  <Typography level="title-sm" sx={{ minWidth: 190 }}>
                    {day.toFormat('dd.MM.yyyy, cccc')}
                  </Typography>
                  <Typography level="body-sm">{exception.times.length === 0 ? 'Выходной' : exception.times.join(', ')}</Typography>
                </Stack>
                <Button size="sm" variant="plain" onClick={() => setEditing({ exception })}>
                  Изменить
                </Button>
                <IconButton
                  size="sm"
                  variant="plain"
                  color="danger"
                  aria-label={`Убрать особый день ${day.toFormat('dd.MM.yyyy')}`}
                  onClick={() => onChange(exceptions.filter((existing) => existing.date !== exception.date))}
                >
                  <DeleteIcon />
                </IconButton>
              </Sheet>
            );
          })}
        </Stack>
      )}
      <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => setEditing({})}>
        Добавить особый день
      </Button>
      {editing && (
        <ExceptionDialog
          open
          exception={editing.exception}
          today={today}
          onClose={() => setEditing(null)}
          onSave={(exception) => {
            onChange(withException(exceptions, exception));
            setEditing(null);
          }}
        />
      )}
    </Stack>
  );
}
