import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import type { FormEvent } from 'react';
import type { IntakeAnswer, IntakeAnswerInput, IntakeQuestion } from '../../../api/generated/model';
import { AnswerField } from '../../../components/questionnaire/answer-field';
import { answersInput } from '../../../components/questionnaire/answer-drafts';
import { useAnswerDrafts } from '../../../components/questionnaire/use-answer-drafts';

export type IntakeFormProps = {
  questions: readonly IntakeQuestion[];
  /** Her earlier answers, to change them. */
  answered?: readonly IntakeAnswer[];
  saving?: boolean;
  /** The server's refusal (its Russian detail). */
  saveError?: string;
  onSubmit: (answers: IntakeAnswerInput[]) => void;
  onCancel?: () => void;
};

/** «Анкета перед первой сессией»: one field per question; a required one left empty is named before anything is sent. */
export function IntakeForm({ questions, answered, saving = false, saveError, onSubmit, onCancel }: IntakeFormProps) {
  const form = useAnswerDrafts(questions, answered);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.check()) onSubmit(answersInput(questions, form.drafts));
  };

  return (
    <Stack component="form" spacing={2.5} onSubmit={submit} noValidate aria-label="Анкета перед первой сессией">
      {questions.map((question) => (
        <AnswerField
          key={question.id}
          question={question}
          draft={form.draftOf(question.id)}
          error={form.errors[question.id]}
          idPrefix="intake"
          onChange={(draft) => form.change(question.id, draft)}
        />
      ))}
      {saveError && <Alert color="danger">{saveError}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button type="submit" loading={saving}>
          Отправить ответы
        </Button>
        {onCancel && (
          <Button variant="plain" color="neutral" onClick={onCancel} disabled={saving}>
            Отмена
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
