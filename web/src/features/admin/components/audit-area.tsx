import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import CircularProgress from '@mui/joy/CircularProgress';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState, type FormEvent } from 'react';
import { useAuditEvents, useAuditTotals } from '../api/audit-queries';
import { AuditEventTable } from './audit-event-table';
import { MonthlyTotals } from './monthly-totals';
import { PracticeHealth } from './practice-health';

const pageSize = 100;

/** The coach's and auditors' view of every purchase, payment, refund, booking, cancellation and consent. */
export function AuditArea() {
  const [draft, setDraft] = useState('');
  const [text, setText] = useState('');
  const [client, setClient] = useState<{ id: string; email: string } | undefined>();
  const [before, setBefore] = useState<number | undefined>();
  const events = useAuditEvents({ q: text || undefined, user: client?.id, before, limit: pageSize });
  const totals = useAuditTotals();

  const search = (submitted: FormEvent) => {
    submitted.preventDefault();
    setBefore(undefined);
    setText(draft.trim());
  };
  const page = events.data ?? [];

  return (
    <Stack spacing={3} sx={{ p: { xs: 1, md: 2 } }}>
      <Typography level="h2" component="h1">
        Админка: история операций
      </Typography>
      <PracticeHealth />
      <section aria-labelledby="totals-heading">
        <Typography id="totals-heading" level="h3" component="h2" sx={{ mb: 1 }}>
          Итоги по месяцам
        </Typography>
        {totals.data ? <MonthlyTotals totals={totals.data} /> : <CircularProgress size="sm" aria-label="Загрузка итогов" />}
      </section>
      <section aria-labelledby="history-heading">
        <Typography id="history-heading" level="h3" component="h2" sx={{ mb: 1 }}>
          События
        </Typography>
        <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-end' }} onSubmit={search} sx={{ mb: 1 }}>
          <FormControl sx={{ flex: 1 }}>
            <FormLabel>Поиск по событиям</FormLabel>
            <Input value={draft} onChange={(changed) => setDraft(changed.target.value)} placeholder="почта, тип события, номер покупки…" />
          </FormControl>
          <Button type="submit">Найти</Button>
        </Stack>
        {client && (
          <Chip sx={{ mb: 1 }} endDecorator={<ChipDelete aria-label="Показать всех клиентов" onDelete={() => setClient(undefined)} />}>
            Клиент: {client.email}
          </Chip>
        )}
        {events.data ? (
          <AuditEventTable
            events={page}
            onSelectClient={(id, email) => {
              setBefore(undefined);
              setClient({ id, email });
            }}
          />
        ) : (
          <CircularProgress aria-label="Загрузка событий" />
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button variant="outlined" disabled={before === undefined} onClick={() => setBefore(undefined)}>
            К новым
          </Button>
          <Button variant="outlined" disabled={page.length < pageSize} onClick={() => setBefore(page.at(-1)?.position)}>
            Более ранние
          </Button>
        </Stack>
      </section>
    </Stack>
  );
}
