import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useSearchParams } from 'react-router';
import { useClientsPage } from '../api/clients-queries';
import { ClientCardArea } from './client-card-area';
import { ClientsList } from './clients-list';

const pageSize = 20;

/**
 * «Клиенты» of the back office. The search, the page and the open card live in the address
 * (`?q=…&page=…&client=…`), so «назад» in the browser and a shared link both work.
 */
export function ClientsArea() {
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
      <Typography level="h2" component="h1">
        Клиенты
      </Typography>
      {clientId ? (
        <ClientCardArea clientId={clientId} onBack={() => update({ client: undefined })} />
      ) : (
        <ClientsList
          page={clients.data}
          failed={clients.isError}
          onRetry={() => void clients.refetch()}
          search={search}
          onSearch={(text) => update({ q: text, page: undefined })}
          onOpen={(client) => update({ client: client.id })}
          onPage={(number) => update({ page: String(number) })}
        />
      )}
    </Stack>
  );
}
