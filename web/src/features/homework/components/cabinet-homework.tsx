import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { Link as RouterLink } from 'react-router';
import type { Homework } from '../../../api/generated/model';
import { LoadState } from '../../../components/load-state/load-state';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-error';
import { formatSessionDateTime, useClientTimeZone } from '../../../lib/client-time';
import { useAnswerHomework, useMyHomework } from '../api/my-homework';
import { isHandedIn } from '../utils/homework-state';
import { HomeworkAnswerForm } from './homework-answer-form';
import { HomeworkAnswers } from './homework-answers';
import { HomeworkStateChip } from './homework-state-chip';

/** The coach's comment, once she wrote one. */
function CoachComment({ homework }: { homework: Homework }) {
  const zone = useClientTimeZone();
  if (!homework.comment) return null;
  return (
    <Card variant="soft" color="success" component="section" aria-labelledby="homework-comment-title">
      <Typography id="homework-comment-title" level="title-md" component="h2">
        Комментарий коуча
      </Typography>
      <Typography level="body-md" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {homework.comment}
      </Typography>
      {homework.commented_at && <Typography level="body-xs">{formatSessionDateTime(homework.commented_at, zone)}</Typography>}
    </Card>
  );
}

/** One assignment: the form while she answers it, her answers and the coach's comment once she sent them. */
function HomeworkView({ homework }: { homework: Homework }) {
  const zone = useClientTimeZone();
  const answer = useAnswerHomework();
  const saving = answer.isPending ? (answer.variables?.data.submit ? 'submit' : 'draft') : undefined;
  return (
    <Stack spacing={2.5}>
      <Stack spacing={1}>
        <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography level="h2" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {homework.title}
          </Typography>
          <HomeworkStateChip homework={homework} />
        </Stack>
        <Typography level="body-sm">Срок: {formatSessionDateTime(homework.due_at, zone)}</Typography>
      </Stack>
      {homework.instructions && (
        <Typography level="body-md" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {homework.instructions}
        </Typography>
      )}
      {isHandedIn(homework) ? (
        <>
          {answer.isSuccess && <Alert color="success">Ответы отправлены коучу.</Alert>}
          {homework.submitted_at && <Typography level="body-sm">Отправлено {formatSessionDateTime(homework.submitted_at, zone)}</Typography>}
          <HomeworkAnswers homework={homework} />
          <CoachComment homework={homework} />
        </>
      ) : (
        <HomeworkAnswerForm
          homework={homework}
          saving={saving}
          saveError={answer.isError ? errorText(answer.error) : undefined}
          draftNote={homework.draft_saved_at ? `Черновик сохранён ${formatSessionDateTime(homework.draft_saved_at, zone)}` : undefined}
          onSave={(answers, submit) => answer.mutate({ id: homework.id, data: { answers, submit } })}
        />
      )}
    </Stack>
  );
}

/** /lk/homework/{id}: one of her assignments, with the way back to the list. */
export function CabinetHomework({ id }: { id: string }) {
  const homework = useMyHomework(id);
  return (
    <Stack spacing={2}>
      <div>
        <Button component={RouterLink} to={paths.cabinetHomework} variant="plain" size="sm">
          ← Все задания
        </Button>
      </div>
      <LoadState data={homework.data} failed={homework.isError} what="задание" onRetry={() => void homework.refetch()}>
        {(loaded) => <HomeworkView homework={loaded} />}
      </LoadState>
    </Stack>
  );
}
