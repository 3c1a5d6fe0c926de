import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState, type FormEvent } from 'react';
import type { ClientPage, ClientSummary } from '../../../api/generated/model';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table/responsive-table';
import { formatMoscowDateTime } from '../../../lib/moscow-time';
import { unreadMessages } from '../../../lib/plural';
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
  /** Unread messages per client id (the coach's «Сообщения»), shown beside the name. */
  unread?: ReadonlyMap<string, number>;
};

const kindLabel = (client: ClientSummary) => (client.kind === 'guest' ? 'гость' : 'кабинет');

function ClientName({ client, onOpen, unread }: { client: ClientSummary; unread: number } & Pick<ClientsListProps, 'onOpen'>) {
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button variant="plain" size="sm" sx={{ px: 0.5, textAlign: 'left', overflowWrap: 'anywhere', justifyContent: 'flex-start' }} onClick={() => onOpen(client)}>
        {client.name ? `${client.name} · ${client.email}` : client.email}
      </Button>
      {unread > 0 && (
        <Chip size="sm" variant="solid" color="primary">
          {unreadMessages(unread)}
        </Chip>
      )}
    </Stack>
  );
}

/** The list's columns; the shared responsive table shows them as cards under 600 px, the name as the card's title. */
const clientColumns = (onOpen: ClientsListProps['onOpen'], unread: ClientsListProps['unread']): ResponsiveColumn<ClientSummary>[] => [
  { header: 'Клиент', bareInCard: true, cell: (client) => <ClientName client={client} onOpen={onOpen} unread={unread?.get(client.id) ?? 0} /> },
  {
    header: 'Вид',
    width: '110px',
    cell: (client) => (
      <Chip size="sm" variant="soft" color={client.kind === 'guest' ? 'neutral' : 'primary'}>
        {kindLabel(client)}
      </Chip>
    ),
  },
  { header: 'Последнее действие (МСК)', width: '170px', cell: (client) => formatMoscowDateTime(client.last_activity_at) },
];

/** «Клиенты»: search by address or name, newest activity first, paged. */
export function ClientsList({ page, failed, onRetry, search, onSearch, onOpen, onPage, unread }: ClientsListProps) {
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
            <ResponsiveTable label="Клиенты" rows={loaded.items} columns={clientColumns(onOpen, unread)} rowKey={(client) => client.id} empty="Клиентов не найдено." />
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
