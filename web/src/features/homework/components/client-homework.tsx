import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import type { ClientCard, HomeworkSummary } from '../../../api/generated/model';
import { AddIcon } from '../../../components/icons/icons';
import { LoadState } from '../../../components/load-state/load-state';
import { errorText } from '../../../lib/api-error';
import { formatMoscowDateTime, moscowNow } from '../../../lib/moscow-time';
import { useAssignHomework, useClientHomework, useCoachHomework, useReviewHomework } from '../api/client-homework';
import { useHomeworkTemplates } from '../api/homework-templates';
import { AssignHomeworkDialog } from './assign-homework-dialog';
import { HomeworkReview } from './homework-review';
import { HomeworkStateChip } from './homework-state-chip';

/** Her homework history, the newest first, each one to open. */
function HomeworkHistory({ homework, onOpen }: { homework: readonly HomeworkSummary[]; onOpen: (item: HomeworkSummary) => void }) {
  if (homework.length === 0) return <Typography level="body-sm">Заданий ещё не было.</Typography>;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {homework.map((item) => (
        <Card key={item.id} component="li" size="sm" variant="outlined" sx={{ minWidth: 0 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
            <div>
              <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography level="title-sm" sx={{ overflowWrap: 'anywhere' }}>
                  {item.title}
                </Typography>
                <HomeworkStateChip homework={item} />
              </Stack>
              <Typography level="body-sm">
                Назначено {formatMoscowDateTime(item.assigned_at)}, срок {formatMoscowDateTime(item.due_at)} (МСК)
              </Typography>
            </div>
            <Button size="sm" variant="outlined" onClick={() => onOpen(item)} aria-label={`Открыть «${item.title}»`}>
              Открыть
            </Button>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** One assignment opened from the history, with its review. */
function OpenedHomework({ id, onBack }: { id: string; onBack: () => void }) {
  const homework = useCoachHomework(id);
  const review = useReviewHomework();
  return (
    <Stack spacing={1.5}>
      <div>
        <Button variant="plain" size="sm" onClick={onBack}>
          ← Все задания клиента
        </Button>
      </div>
      <LoadState data={homework.data} failed={homework.isError} what="задание" onRetry={() => void homework.refetch()}>
        {(loaded) => (
          <HomeworkReview
            key={loaded.commented_at ?? loaded.id}
            homework={loaded}
            pending={review.isPending}
            error={review.isError ? errorText(review.error) : undefined}
            saved={review.isSuccess}
            onReview={(data) => review.mutate({ id: loaded.id, data })}
          />
        )}
      </LoadState>
    </Stack>
  );
}

/** The «Задания» tab of a client's card: her homework, «Назначить задание», and an opened one to read and review. */
export function ClientHomework({ client }: { client: ClientCard }) {
  const history = useClientHomework(client.id);
  const templates = useHomeworkTemplates();
  const assign = useAssignHomework();
  const [assigning, setAssigning] = useState(false);
  const [openId, setOpenId] = useState<string>();

  if (client.kind === 'guest') return <Typography level="body-sm">Гость покупал без личного кабинета: задания дают только клиентам с кабинетом.</Typography>;
  if (openId) return <OpenedHomework id={openId} onBack={() => setOpenId(undefined)} />;
  return (
    <Stack spacing={2}>
      <Button
        startDecorator={<AddIcon />}
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => {
          assign.reset();
          setAssigning(true);
        }}
      >
        Назначить задание
      </Button>
      <LoadState data={history.data} failed={history.isError} what="задания клиента" onRetry={() => void history.refetch()}>
        {(loaded) => <HomeworkHistory homework={loaded} onOpen={(item) => setOpenId(item.id)} />}
      </LoadState>
      {assigning && (
        <AssignHomeworkDialog
          templates={(templates.data ?? []).filter((template) => !template.archived)}
          sessions={client.sessions}
          now={moscowNow()}
          pending={assign.isPending}
          error={assign.isError ? errorText(assign.error) : undefined}
          onAssign={(input) => assign.mutate({ data: { ...input, user: client.id } }, { onSuccess: () => setAssigning(false) })}
          onClose={() => setAssigning(false)}
        />
      )}
    </Stack>
  );
}
