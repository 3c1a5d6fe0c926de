import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useState } from 'react';
import type { Homework, HomeworkAnswerInput } from '../../../api/generated/model';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { AnswerField } from '../../../components/questionnaire/answer-field';
import { answersInput } from '../../../components/questionnaire/answer-drafts';
import { useAnswerDrafts } from '../../../components/questionnaire/use-answer-drafts';

export type HomeworkAnswerFormProps = {
  homework: Pick<Homework, 'questions' | 'answers'>;
  /** Which of the two is on its way to the server. */
  saving?: 'draft' | 'submit';
  /** The server's refusal (its Russian detail). */
  saveError?: string;
  /** «Черновик сохранён …», once she kept one. */
  draftNote?: string;
  onSave: (answers: HomeworkAnswerInput[], submit: boolean) => void;
};

/**
 * Her answers to an assignment: a field per question. «Сохранить черновик» keeps what she wrote so
 * far; «Отправить» asks every question answered, then asks her once more, since sent answers no
 * longer change.
 */
export function HomeworkAnswerForm({ homework, saving, saveError, draftNote, onSave }: HomeworkAnswerFormProps) {
  const form = useAnswerDrafts(homework.questions, homework.answers);
  const [confirming, setConfirming] = useState(false);
  const answers = () => answersInput(homework.questions, form.drafts);

  return (
    <Stack component="form" spacing={2.5} noValidate aria-label="Ответы на задание" onSubmit={(event) => event.preventDefault()}>
      {homework.questions.map((question) => (
        <AnswerField
          key={question.id}
          question={question}
          draft={form.draftOf(question.id)}
          error={form.errors[question.id]}
          idPrefix="homework"
          onChange={(draft) => form.change(question.id, draft)}
        />
      ))}
      {saveError && <Alert color="danger">{saveError}</Alert>}
      {draftNote && !saveError && <Typography level="body-sm">{draftNote}</Typography>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button loading={saving === 'submit'} disabled={saving === 'draft'} onClick={() => form.check() && setConfirming(true)}>
          Отправить
        </Button>
        <Button variant="outlined" loading={saving === 'draft'} disabled={saving === 'submit'} onClick={() => onSave(answers(), false)}>
          Сохранить черновик
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Отправить ответы?"
        confirmLabel="Отправить"
        cancelLabel="Ещё подумать"
        confirmColor="primary"
        onConfirm={() => {
          setConfirming(false);
          onSave(answers(), true);
        }}
        onClose={() => setConfirming(false)}
      >
        После отправки ответы уже не изменить: их прочитает коуч.
      </ConfirmDialog>
    </Stack>
  );
}
