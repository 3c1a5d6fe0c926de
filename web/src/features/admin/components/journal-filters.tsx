import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import { useState, type FormEvent } from 'react';
import type { AuditEventType } from '../../../api/generated/model';

/** What the journal shows: one event type, clients whose address contains a text, a free text. */
export type JournalFilter = { type?: string; client?: string; q?: string };

type JournalFiltersProps = {
  eventTypes: readonly AuditEventType[];
  filter: JournalFilter;
  onChange: (filter: JournalFilter) => void;
};

const blankToUndefined = (value: string) => value.trim() || undefined;

/** The journal's filters: the event type applies at once, the address and the text on «Найти». */
export function JournalFilters({ eventTypes, filter, onChange }: JournalFiltersProps) {
  const [client, setClient] = useState(filter.client ?? '');
  const [text, setText] = useState(filter.q ?? '');
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    onChange({ ...filter, client: blankToUndefined(client), q: blankToUndefined(text) });
  };
  return (
    <Stack component="form" direction={{ xs: 'column', md: 'row' }} spacing={1} alignItems={{ md: 'flex-end' }} onSubmit={submit} sx={{ mb: 1 }}>
      <FormControl sx={{ flex: 1, minWidth: 0 }}>
        <FormLabel id="journal-type-label">Событие</FormLabel>
        <Select
          value={filter.type ?? ''}
          onChange={(_event, value) => onChange({ ...filter, type: value || undefined })}
          slotProps={{ button: { 'aria-labelledby': 'journal-type-label' } }}
        >
          <Option value="">Все события</Option>
          {eventTypes.map((eventType) => (
            <Option key={eventType.type} value={eventType.type}>
              {eventType.title}
            </Option>
          ))}
        </Select>
      </FormControl>
      <FormControl sx={{ flex: 1, minWidth: 0 }}>
        <FormLabel>Клиент (адрес почты)</FormLabel>
        <Input value={client} onChange={(changed) => setClient(changed.target.value)} placeholder="anna@…" />
      </FormControl>
      <FormControl sx={{ flex: 1, minWidth: 0 }}>
        <FormLabel>Текст</FormLabel>
        <Input value={text} onChange={(changed) => setText(changed.target.value)} placeholder="номер покупки, причина…" />
      </FormControl>
      <Button type="submit">Найти</Button>
    </Stack>
  );
}
