import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ClientSession } from '../../../api/generated/model';
import { formatMoscowDateTime } from '../../../lib/moscow-time';
import { sessionOutcomeLabels, sessionStatusLabels } from './client-labels';

type ClientSessionsProps = { sessions: readonly ClientSession[]; onCancel: (session: ClientSession) => void };

function SessionItem({ session, onCancel }: { session: ClientSession } & Pick<ClientSessionsProps, 'onCancel'>) {
  return (
    <Card component="li" size="sm" variant="outlined" sx={{ minWidth: 0 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <div>
          <Typography level="title-sm">
            {formatMoscowDateTime(session.start)} (МСК) · {session.type_name ?? 'Сессия'}
          </Typography>
          <Stack direction="row" useFlexGap spacing={0.5} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
            <Chip size="sm" variant="soft" color={session.status === 'cancelled' ? 'neutral' : 'success'}>{sessionStatusLabels[session.status]}</Chip>
            {session.outcome && <Chip size="sm" variant="soft">{sessionOutcomeLabels[session.outcome]}</Chip>}
          </Stack>
        </div>
        {session.upcoming && (
          <Button size="sm" variant="outlined" color="danger" onClick={() => onCancel(session)}>
            Отменить сессию
          </Button>
        )}
      </Stack>
      {session.summary && (
        <Typography level="body-sm" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          Итоги: {session.summary}
        </Typography>
      )}
    </Card>
  );
}

/** Her sessions: upcoming ones first (each can be cancelled), then the past ones with their summaries. */
export function ClientSessions({ sessions, onCancel }: ClientSessionsProps) {
  if (sessions.length === 0) return <Typography level="body-sm">Сессий не было.</Typography>;
  const upcoming = sessions.filter((session) => session.upcoming).reverse();
  const past = sessions.filter((session) => !session.upcoming);
  return (
    <Stack spacing={1.5}>
      {[
        { title: 'Предстоящие', items: upcoming },
        { title: 'Прошедшие и отменённые', items: past },
      ].map(({ title, items }) =>
        items.length === 0 ? null : (
          <div key={title}>
            <Typography level="title-sm" sx={{ mb: 0.5 }}>{title}</Typography>
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {items.map((session) => <SessionItem key={session.id} session={session} onCancel={onCancel} />)}
            </Stack>
          </div>
        ),
      )}
    </Stack>
  );
}
