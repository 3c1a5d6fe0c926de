import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useClientsPage } from '../api/clients-queries';
import { ClientCardArea } from './client-card-area';
import type { ClientCardTab } from './client-card-tabs';
import { ClientsList } from './clients-list';

const pageSize = 20;

type ClientsAreaProps = {
  cardTabs?: readonly ClientCardTab[];
  /** Unread messages per client id, beside the names in the list. */
  unread?: ReadonlyMap<string, number>;
  /** Actions on every client at once beside the heading (the coach's file for every package holder). */
  toolbar?: ReactNode;
};

/**
 * «Клиенты» of the back office. The search, the page, the open card and its tab live in the address
 * (`?q=…&page=…&client=…&tab=…`), so «назад» in the browser and a shared link both work. `cardTabs`
 * are the tabs other features add to the card (the app composes them).
 */
export function ClientsArea({ cardTabs = [], unread, toolbar }: ClientsAreaProps) {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const clientId = params.get('client') ?? undefined;
  const clients = useClientsPage({ q: search || undefined, page, page_size: pageSize });
  const update = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography level="h2" component="h1">
          Клиенты
        </Typography>
        {toolbar}
      </Stack>
      {clientId ? (
        <ClientCardArea
          clientId={clientId}
          onBack={() => update({ client: undefined, tab: undefined })}
          tabs={cardTabs}
          tab={params.get('tab') ?? undefined}
          onTab={(tab) => update({ tab })}
        />
      ) : (
        <ClientsList
          page={clients.data}
          failed={clients.isError}
          onRetry={() => void clients.refetch()}
          search={search}
          onSearch={(text) => update({ q: text, page: undefined })}
          onOpen={(client) => update({ client: client.id })}
          onPage={(number) => update({ page: String(number) })}
          unread={unread}
        />
      )}
    </Stack>
  );
}
