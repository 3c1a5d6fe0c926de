import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import { useState, type FormEvent } from 'react';
import type { ClientPage, ClientSummary } from '../../../api/generated/model';
import { formatMoscowDateTime } from '../../../lib/moscow-time';
import { LoadState } from './load-state';

export type ClientsListProps = {
  /** The page; undefined while it loads. */
  page: ClientPage | undefined;
  failed?: boolean;
  onRetry?: () => void;
  search: string;
  onSearch: (text: string) => void;
  onOpen: (client: ClientSummary) => void;
  onPage: (page: number) => void;
};

const kindLabel = (client: ClientSummary) => (client.kind === 'guest' ? 'гость' : 'кабинет');

function ClientName({ client, onOpen }: { client: ClientSummary } & Pick<ClientsListProps, 'onOpen'>) {
  return (
    <Button variant="plain" size="sm" sx={{ px: 0.5, textAlign: 'left', overflowWrap: 'anywhere', justifyContent: 'flex-start' }} onClick={() => onOpen(client)}>
      {client.name ? `${client.name} · ${client.email}` : client.email}
    </Button>
  );
}

/** Clients as a table from 600 px and as cards below it, so nothing is clipped on a phone. */
function ClientRows({ page, onOpen }: { page: ClientPage } & Pick<ClientsListProps, 'onOpen'>) {
  if (page.items.length === 0) return <Typography level="body-sm">Клиентов не найдено.</Typography>;
  return (
    <>
      <Table size="sm" aria-label="Клиенты" sx={{ display: { xs: 'none', sm: 'table' } }}>
        <thead>
          <tr>
            <th scope="col">Клиент</th>
            <th scope="col" style={{ width: 110 }}>Вид</th>
            <th scope="col" style={{ width: 170 }}>Последнее действие (МСК)</th>
          </tr>
        </thead>
        <tbody>
          {page.items.map((client) => (
            <tr key={client.id}>
              <td>
                <ClientName client={client} onOpen={onOpen} />
              </td>
              <td>
                <Chip size="sm" variant="soft" color={client.kind === 'guest' ? 'neutral' : 'primary'}>{kindLabel(client)}</Chip>
              </td>
              <td>{formatMoscowDateTime(client.last_activity_at)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Stack component="ul" aria-label="Клиенты" spacing={1} sx={{ display: { xs: 'flex', sm: 'none' }, listStyle: 'none', p: 0, m: 0 }}>
        {page.items.map((client) => (
          <Card component="li" key={client.id} size="sm" sx={{ minWidth: 0 }}>
            <ClientName client={client} onOpen={onOpen} />
            <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Chip size="sm" variant="soft" color={client.kind === 'guest' ? 'neutral' : 'primary'}>{kindLabel(client)}</Chip>
              <Typography level="body-xs">{formatMoscowDateTime(client.last_activity_at)} (МСК)</Typography>
            </Stack>
          </Card>
        ))}
      </Stack>
    </>
  );
}

/** «Клиенты»: search by address or name, newest activity first, paged. */
export function ClientsList({ page, failed, onRetry, search, onSearch, onOpen, onPage }: ClientsListProps) {
  const [text, setText] = useState(search);
  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    onSearch(text.trim());
  };
  const pages = page ? Math.max(1, Math.ceil(page.total / page.page_size)) : 1;
  return (
    <Stack spacing={2}>
      <Stack component="form" role="search" direction={{ xs: 'column', sm: 'row' }} spacing={1} onSubmit={submit}>
        <Input
          sx={{ flex: 1 }}
          placeholder="Адрес почты или имя"
          slotProps={{ input: { 'aria-label': 'Поиск клиента', maxLength: 254 } }}
          value={text}
          onChange={(changed) => setText(changed.target.value)}
        />
        <Button type="submit">Найти</Button>
      </Stack>
      <LoadState data={page} failed={failed} onRetry={onRetry} what="клиентов">
        {(loaded) => (
          <>
            <Typography level="body-sm">Найдено: {loaded.total}</Typography>
            <ClientRows page={loaded} onOpen={onOpen} />
            {pages > 1 && (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Button variant="outlined" disabled={loaded.page <= 1} onClick={() => onPage(loaded.page - 1)}>
                  Назад
                </Button>
                <Typography level="body-sm">
                  Страница {loaded.page} из {pages}
                </Typography>
                <Button variant="outlined" disabled={loaded.page >= pages} onClick={() => onPage(loaded.page + 1)}>
                  Дальше
                </Button>
              </Stack>
            )}
          </>
        )}
      </LoadState>
    </Stack>
  );
}
