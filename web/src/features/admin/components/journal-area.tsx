import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import { useAuditEvents, useAuditEventTypes, useAuditTotals } from '../api/audit-queries';
import { Journal } from './journal';
import type { JournalFilter } from './journal-filters';
import { MonthlyTotals } from './monthly-totals';
import { PracticeHealth } from './practice-health';

const pageSize = 100;

/** The coach's and auditors' view of every purchase, payment, refund, booking, cancellation and consent. */
export function AuditArea() {
  const [filter, setFilter] = useState<JournalFilter>({});
  const [client, setClient] = useState<{ id: string; label: string } | undefined>();
  const [before, setBefore] = useState<number | undefined>();
  const events = useAuditEvents({ ...filter, user: client?.id, before, limit: pageSize });
  const eventTypes = useAuditEventTypes();
  const totals = useAuditTotals();
  const page = events.data ?? [];

  return (
    <Stack spacing={3}>
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
      <Journal
        events={events.data}
        failed={events.isError}
        onRetry={() => void events.refetch()}
        eventTypes={eventTypes.data ?? []}
        filter={filter}
        onFilterChange={(changed) => {
          setBefore(undefined);
          setFilter(changed);
        }}
        selectedClient={client?.label}
        onSelectClient={(id, label) => {
          setBefore(undefined);
          setClient({ id, label });
        }}
        onClearClient={() => setClient(undefined)}
        canGoNewer={before !== undefined}
        canGoOlder={page.length === pageSize}
        onNewer={() => setBefore(undefined)}
        onOlder={() => setBefore(page.at(-1)?.position)}
      />
    </Stack>
  );
}
