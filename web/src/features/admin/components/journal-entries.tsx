import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import type { AuditEvent } from '../../../api/generated/model';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table/responsive-table';
import { formatMoscowDateTime } from '../../../lib/moscow-time';

type JournalEntriesProps = {
  events: readonly AuditEvent[];
  /** Shows one client's history. */
  onSelectClient: (userId: string, label: string) => void;
};

/** The stored event as it is, one click away from its readable line. */
function RawEvent({ event }: { event: AuditEvent }) {
  return (
    <Box component="details" sx={{ mt: 0.5, '& summary': { cursor: 'pointer', fontSize: 'sm', color: 'text.secondary' } }}>
      <summary>Исходное событие</summary>
      <Typography level="body-xs" sx={{ wordBreak: 'break-all' }}>
        {event.type} · {event.stream} · №{event.position}
      </Typography>
      <Typography level="body-xs" component="pre" sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontFamily: 'code' }}>
        {JSON.stringify(event.data, null, 2)}
      </Typography>
    </Box>
  );
}

function Client({ event, onSelectClient }: { event: AuditEvent } & Pick<JournalEntriesProps, 'onSelectClient'>) {
  if (!event.client_display) return <>—</>;
  if (!event.user) return <>{event.client_display}</>;
  const userId = event.user;
  return (
    <Button size="sm" variant="plain" sx={{ px: 0.5, overflowWrap: 'anywhere', textAlign: 'left' }} onClick={() => onSelectClient(userId, event.client_display ?? userId)}>
      {event.client_display}
    </Button>
  );
}

const columns: (onSelectClient: JournalEntriesProps['onSelectClient']) => ResponsiveColumn<AuditEvent>[] = (onSelectClient) => [
  { header: 'Время (МСК)', width: '130px', cell: (event) => formatMoscowDateTime(event.recorded_at) },
  {
    header: 'Событие',
    bareInCard: true,
    cell: (event) => (
      <>
        <Typography level="title-sm">{event.title}</Typography>
        {event.summary && <Typography level="body-sm" sx={{ overflowWrap: 'anywhere' }}>{event.summary}</Typography>}
        <RawEvent event={event} />
      </>
    ),
  },
  { header: 'Клиент', width: '22%', cell: (event) => <Client event={event} onSelectClient={onSelectClient} /> },
  { header: 'Кто', width: '18%', cell: (event) => event.actor_display },
];

/**
 * One entry per event: when (Moscow), what in Russian, its essentials, whom it concerns and who did
 * it; a table from 600 px, cards below it.
 */
export function JournalEntries({ events, onSelectClient }: JournalEntriesProps) {
  return <ResponsiveTable label="Журнал" rows={events} columns={columns(onSelectClient)} rowKey={(event) => event.position} empty="Событий не найдено." />;
}
