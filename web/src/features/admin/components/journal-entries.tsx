import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Stack from '@mui/joy/Stack';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import type { AuditEvent } from '../../../api/generated/model';
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

/**
 * One entry per event: when (Moscow), what in Russian, its essentials, whom it concerns and who did
 * it. A table from 600 px; below it the same entries as cards, so nothing is clipped on a phone.
 */
export function JournalEntries({ events, onSelectClient }: JournalEntriesProps) {
  if (events.length === 0) return <Typography level="body-sm">Событий не найдено.</Typography>;
  return (
    <>
      <Table size="sm" aria-label="Журнал" sx={{ display: { xs: 'none', sm: 'table' }, '& td': { verticalAlign: 'top' } }}>
        <thead>
          <tr>
            <th scope="col" style={{ width: 130 }}>Время (МСК)</th>
            <th scope="col">Событие</th>
            <th scope="col" style={{ width: '22%' }}>Клиент</th>
            <th scope="col" style={{ width: '18%' }}>Кто</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.position}>
              <td>{formatMoscowDateTime(event.recorded_at)}</td>
              <td>
                <Typography level="title-sm">{event.title}</Typography>
                {event.summary && <Typography level="body-sm">{event.summary}</Typography>}
                <RawEvent event={event} />
              </td>
              <td style={{ overflowWrap: 'anywhere' }}>
                <Client event={event} onSelectClient={onSelectClient} />
              </td>
              <td style={{ overflowWrap: 'anywhere' }}>{event.actor_display}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Stack component="ul" aria-label="Журнал" spacing={1} sx={{ display: { xs: 'flex', sm: 'none' }, listStyle: 'none', p: 0, m: 0 }}>
        {events.map((event) => (
          <Card component="li" key={event.position} size="sm" sx={{ minWidth: 0 }}>
            <Typography level="body-xs">{formatMoscowDateTime(event.recorded_at)}</Typography>
            <Typography level="title-sm">{event.title}</Typography>
            {event.summary && <Typography level="body-sm" sx={{ overflowWrap: 'anywhere' }}>{event.summary}</Typography>}
            <Typography level="body-sm" sx={{ overflowWrap: 'anywhere' }}>
              Клиент: <Client event={event} onSelectClient={onSelectClient} />
            </Typography>
            <Typography level="body-sm" sx={{ overflowWrap: 'anywhere' }}>Кто: {event.actor_display}</Typography>
            <RawEvent event={event} />
          </Card>
        ))}
      </Stack>
    </>
  );
}
