import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import type { AnswerDraft } from './answer-drafts';
import { scaleValues, type AskedQuestion } from './question-kinds';

export type AnswerFieldProps = {
  question: AskedQuestion;
  draft: AnswerDraft;
  /** Why the answer cannot be sent as it is, shown under the field. */
  error?: string;
  /** Prefix of the element ids, unique on the page («intake», «homework»). */
  idPrefix: string;
  onChange: (draft: Partial<AnswerDraft>) => void;
};

/** One question and the field it is answered in: a line, a paragraph, a scale 1–10, one option or several. */
export function AnswerField({ question, draft, error, idPrefix, onChange }: AnswerFieldProps) {
  const fieldId = `${idPrefix}-${question.id}`;
  const labelId = `${fieldId}-label`;
  return (
    <FormControl required={question.required ?? false} error={Boolean(error)}>
      <FormLabel id={labelId}>{question.text}</FormLabel>
      {question.kind === 'short' && (
        <Input value={draft.text} onChange={(event) => onChange({ text: event.target.value })} slotProps={{ input: { maxLength: 5000 } }} />
      )}
      {question.kind === 'long' && (
        <Textarea minRows={3} value={draft.text} onChange={(event) => onChange({ text: event.target.value })} slotProps={{ textarea: { maxLength: 5000 } }} />
      )}
      {question.kind === 'scale' && (
        <RadioGroup
          aria-labelledby={labelId}
          orientation="horizontal"
          value={draft.scale === null ? '' : String(draft.scale)}
          onChange={(event) => onChange({ scale: Number(event.target.value) })}
          // Two rows of five on a phone, one row of ten from a tablet up.
          sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(5, max-content)', sm: 'repeat(10, max-content)' }, columnGap: 2.5, rowGap: 1.5, mt: 0.5 }}
        >
          {scaleValues.map((value) => (
            // Its own id: inside the FormControl every radio would otherwise share the control's.
            <Radio key={value} id={`${fieldId}-scale-${value}`} value={String(value)} label={String(value)} sx={{ m: 0 }} />
          ))}
        </RadioGroup>
      )}
      {question.kind === 'single' && (
        <RadioGroup aria-labelledby={labelId} value={draft.choices[0] ?? ''} onChange={(event) => onChange({ choices: [event.target.value] })}>
          {question.options.map((option, index) => (
            <Radio key={option} id={`${fieldId}-option-${index}`} value={option} label={option} />
          ))}
        </RadioGroup>
      )}
      {question.kind === 'multiple' && (
        <Stack role="group" aria-labelledby={labelId} spacing={1} sx={{ mt: 0.5 }}>
          {question.options.map((option, index) => (
            <Checkbox
              key={option}
              id={`${fieldId}-option-${index}`}
              label={option}
              checked={draft.choices.includes(option)}
              onChange={(event) =>
                onChange({
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
}
