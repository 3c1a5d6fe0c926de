import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import { useState } from 'react';
import { withTime, withoutTime } from '../utils/schedule-draft';

export type DayTimesEditorProps = {
  /** What the day is called in the labels, e.g. «Вторник» or «31.12.2026». */
  dayName: string;
  times: string[];
  onChange: (times: string[]) => void;
  /** Shown instead of the chips while the day has no times; nothing when absent. */
  emptyText?: string;
};

/** One day's session times as chips, each removable, and a time field to add another. */
export function DayTimesEditor({ dayName, times, onChange, emptyText }: DayTimesEditorProps) {
  const [draft, setDraft] = useState('');
  const add = () => {
    if (!/^\d{2}:\d{2}$/.test(draft)) return;
    onChange(withTime(times, draft));
    setDraft('');
  };

  return (
    <Stack direction="row" flexWrap="wrap" gap={1} alignItems="center">
      {times.length === 0 ? (
        emptyText && (
          <Chip variant="soft" color="neutral">
            {emptyText}
          </Chip>
        )
      ) : (
        times.map((time) => (
          <Chip
            key={time}
            variant="soft"
            color="primary"
            endDecorator={<ChipDelete aria-label={`Убрать ${time} (${dayName})`} onDelete={() => onChange(withoutTime(times, time))} />}
          >
            {time}
          </Chip>
        ))
      )}
      <Stack direction="row" gap={0.5}>
        <Input
          type="time"
          size="sm"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          slotProps={{ input: { 'aria-label': `Новое время (${dayName})`, step: 300 } }}
          sx={{ width: 116 }}
        />
        <Button size="sm" variant="outlined" disabled={draft === ''} onClick={add} aria-label={`Добавить время (${dayName})`}>
          Добавить
        </Button>
      </Stack>
    </Stack>
  );
}
