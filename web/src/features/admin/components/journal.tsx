import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { AuditEvent, AuditEventType } from '../../../api/generated/model';
import { JournalEntries } from './journal-entries';
import { JournalFilters, type JournalFilter } from './journal-filters';

export type JournalProps = {
  /** The page of events; undefined while it loads. */
  events: readonly AuditEvent[] | undefined;
  failed?: boolean;
  onRetry?: () => void;
  eventTypes: readonly AuditEventType[];
  filter: JournalFilter;
  onFilterChange: (filter: JournalFilter) => void;
  /** The one client whose history is shown, if any. */
  selectedClient?: string;
  onSelectClient: (userId: string, label: string) => void;
  onClearClient: () => void;
  canGoNewer: boolean;
  canGoOlder: boolean;
  onNewer: () => void;
  onOlder: () => void;
};

function JournalBody({ events, failed, onRetry, onSelectClient }: Pick<JournalProps, 'events' | 'failed' | 'onRetry' | 'onSelectClient'>) {
  if (failed) {
    return (
      <Alert color="danger" endDecorator={onRetry && <Button size="sm" variant="outlined" color="danger" onClick={onRetry}>Повторить</Button>}>
        Не удалось загрузить журнал.
      </Alert>
    );
  }
  if (!events) return <CircularProgress aria-label="Загрузка журнала" />;
  return <JournalEntries events={events} onSelectClient={onSelectClient} />;
}

/** The coach's «Журнал»: the business history in Russian, newest first, filtered and paged. */
export function Journal(props: JournalProps) {
  return (
    <section aria-labelledby="journal-heading">
      <Typography id="journal-heading" level="h3" component="h2" sx={{ mb: 1 }}>
        Журнал
      </Typography>
      <JournalFilters eventTypes={props.eventTypes} filter={props.filter} onChange={props.onFilterChange} />
      {props.selectedClient && (
        <Chip sx={{ mb: 1, maxWidth: '100%' }} endDecorator={<ChipDelete aria-label="Показать всех клиентов" onDelete={props.onClearClient} />}>
          Клиент: {props.selectedClient}
        </Chip>
      )}
      <JournalBody events={props.events} failed={props.failed} onRetry={props.onRetry} onSelectClient={props.onSelectClient} />
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button variant="outlined" disabled={!props.canGoNewer} onClick={props.onNewer}>
          К новым
        </Button>
        <Button variant="outlined" disabled={!props.canGoOlder} onClick={props.onOlder}>
          Более ранние
        </Button>
      </Stack>
    </section>
  );
}
