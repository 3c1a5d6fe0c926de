import Button from '@mui/joy/Button';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import type { AuditEvent } from '../../../api/generated/model';
import { formatMoscowDateTime } from '../../consultations/utils/moscow-time';

type AuditEventTableProps = {
  events: readonly AuditEvent[];
  /** Shows one client's history. */
  onSelectClient(userId: string, email: string): void;
};

/** One row per event: when (Moscow), what, who did it, which stream, and its data. */
export function AuditEventTable({ events, onSelectClient }: AuditEventTableProps) {
  if (events.length === 0) return <Typography level="body-sm">Событий не найдено.</Typography>;
  return (
    <Table size="sm" aria-label="История событий" stickyHeader sx={{ '& td': { verticalAlign: 'top' } }}>
      <thead>
        <tr>
          <th scope="col" style={{ width: 130 }}>Время (МСК)</th>
          <th scope="col" style={{ width: 190 }}>Событие</th>
          <th scope="col" style={{ width: 180 }}>Клиент</th>
          <th scope="col" style={{ width: 160 }}>Кто</th>
          <th scope="col">Поток и данные</th>
        </tr>
      </thead>
      <tbody>
        {events.map((event) => (
          <tr key={event.position}>
            <td>{formatMoscowDateTime(event.recorded_at)}</td>
            <td>{event.type}</td>
            <td>
              {event.user ? (
                <Button size="sm" variant="plain" onClick={() => onSelectClient(event.user!, event.email ?? event.user!)}>
                  {event.email ?? event.user}
                </Button>
              ) : (
                '—'
              )}
            </td>
            <td style={{ wordBreak: 'break-all' }}>{event.actor}</td>
            <td>
              <Typography level="body-xs" sx={{ wordBreak: 'break-all' }}>
                {event.stream} #{event.position}
              </Typography>
              <Typography level="body-xs" component="pre" sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontFamily: 'code' }}>
                {JSON.stringify(event.data)}
              </Typography>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
