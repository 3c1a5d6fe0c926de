import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import { useState, type FormEvent } from 'react';
import type { IntakeAnswer, IntakeAnswerInput, IntakeQuestion } from '../../../api/generated/model';
import { answersInput, draftsOf, missingAnswers, type AnswerDraft } from '../utils/intake-answers';

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
  const [drafts, setDrafts] = useState(() => draftsOf(questions, answered));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const change = (id: string, draft: Partial<AnswerDraft>) => {
    setDrafts((current) => ({ ...current, [id]: { text: '', choices: [], ...current[id], ...draft } }));
    setErrors(({ [id]: _fixed, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = missingAnswers(questions, drafts);
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    onSubmit(answersInput(questions, drafts));
  };

  return (
    <Stack component="form" spacing={2.5} onSubmit={submit} noValidate aria-label="Анкета перед первой сессией">
      {questions.map((question) => {
        const draft = drafts[question.id] ?? { text: '', choices: [] };
        const error = errors[question.id];
        const fieldId = `intake-${question.id}`;
        return (
          <FormControl key={question.id} required={question.required} error={Boolean(error)}>
            <FormLabel id={`${fieldId}-label`}>{question.text}</FormLabel>
            {question.kind === 'short' && (
              <Input value={draft.text} onChange={(event) => change(question.id, { text: event.target.value })} slotProps={{ input: { maxLength: 5000 } }} />
            )}
            {question.kind === 'long' && (
              <Textarea minRows={3} value={draft.text} onChange={(event) => change(question.id, { text: event.target.value })} slotProps={{ textarea: { maxLength: 5000 } }} />
            )}
            {question.kind === 'single' && (
              <RadioGroup aria-labelledby={`${fieldId}-label`} value={draft.choices[0] ?? ''} onChange={(event) => change(question.id, { choices: [event.target.value] })}>
                {question.options.map((option) => (
                  <Radio key={option} value={option} label={option} />
                ))}
              </RadioGroup>
            )}
            {question.kind === 'multiple' && (
              <Stack role="group" aria-labelledby={`${fieldId}-label`} spacing={1} sx={{ mt: 0.5 }}>
                {question.options.map((option, index) => (
                  <Checkbox
                    key={option}
                    // Its own id: inside the FormControl every box would otherwise share the control's.
                    id={`${fieldId}-option-${index}`}
                    label={option}
                    checked={draft.choices.includes(option)}
                    onChange={(event) =>
                      change(question.id, {
                        // Kept in the question's order of the options, whatever order they were ticked in.
                        choices: question.options.filter((other) => (other === option ? event.target.checked : draft.choices.includes(other))),
                      })
                    }
                  />
                ))}
              </Stack>
            )}
            {error && <FormHelperText>{error}</FormHelperText>}
          </FormControl>
        );
      })}
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
