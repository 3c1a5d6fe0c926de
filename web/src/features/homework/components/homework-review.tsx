import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import type { Homework, HomeworkReviewInput } from '../../../api/generated/model';
import { formatMoscowDateTime } from '../../../lib/moscow-time';
import { isHandedIn } from '../utils/homework-state';
import { HomeworkAnswers } from './homework-answers';
import { HomeworkStateChip } from './homework-state-chip';

export type HomeworkReviewProps = {
  homework: Homework;
  pending?: boolean;
  /** The server's refusal (its Russian detail). */
  error?: string;
  saved?: boolean;
  onReview: (input: HomeworkReviewInput) => void;
};

/** The coach reads a client's assignment: its answers once she sent them, then writes a comment and marks it reviewed. */
export function HomeworkReview({ homework, pending = false, error, saved = false, onReview }: HomeworkReviewProps) {
  const [comment, setComment] = useState(homework.comment ?? '');
  const [reviewed, setReviewed] = useState(true);
  const alreadyReviewed = homework.reviewed_at !== null;
  // A new comment replaces the earlier one; it cannot be taken back to nothing.
  const newComment = comment.trim() !== '' && comment.trim() !== (homework.comment ?? '');
  const canSave = newComment || (!alreadyReviewed && reviewed);

  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography level="title-lg" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {homework.title}
        </Typography>
        <HomeworkStateChip homework={homework} />
      </Stack>
      <Typography level="body-sm">
        Срок: {formatMoscowDateTime(homework.due_at)} (МСК)
        {homework.submitted_at && ` · отправлено ${formatMoscowDateTime(homework.submitted_at)}`}
      </Typography>
      {!isHandedIn(homework) ? (
        <Typography level="body-md">Ответов ещё нет: они появятся здесь после отправки.</Typography>
      ) : (
        <>
          <HomeworkAnswers homework={homework} />
          <Stack
            component="form"
            spacing={1.5}
            aria-label="Комментарий к заданию"
            onSubmit={(event) => {
              event.preventDefault();
              onReview({ ...(newComment ? { comment: comment.trim() } : {}), reviewed: alreadyReviewed || reviewed });
            }}
          >
            <FormControl>
              <FormLabel>Комментарий для клиента</FormLabel>
              <Textarea minRows={3} value={comment} onChange={(event) => setComment(event.target.value)} slotProps={{ textarea: { maxLength: 5000 } }} />
            </FormControl>
            {!alreadyReviewed && <Checkbox label="Отметить проверенным" checked={reviewed} onChange={(event) => setReviewed(event.target.checked)} />}
            {error && <Alert color="danger">{error}</Alert>}
            {saved && !error && <Alert color="success">Сохранено: клиент увидит это в кабинете.</Alert>}
            <Button type="submit" loading={pending} disabled={!canSave} sx={{ alignSelf: 'flex-start' }}>
              Сохранить
            </Button>
          </Stack>
        </>
      )}
    </Stack>
  );
}
