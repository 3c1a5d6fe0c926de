import { useState } from 'react';
import { useAuditEvents, useAuditEventTypes } from '../api/audit-queries';
import { Journal } from './journal';
import type { JournalFilter } from './journal-filters';

const pageSize = 100;

/** The «Журнал» section: every purchase, payment, refund, booking, cancellation, consent and setting change, filtered and paged. */
export function JournalArea() {
  const [filter, setFilter] = useState<JournalFilter>({});
  const [client, setClient] = useState<{ id: string; label: string } | undefined>();
  const [before, setBefore] = useState<number | undefined>();
  const events = useAuditEvents({ ...filter, user: client?.id, before, limit: pageSize });
  const eventTypes = useAuditEventTypes();
  const page = events.data ?? [];

  return (
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
  );
}
