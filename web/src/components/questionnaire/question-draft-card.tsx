import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import type { QuestionDraft } from './question-drafts';
import { isChoiceKind, questionKindLabels, type QuestionKind } from './question-kinds';

export type QuestionDraftCardProps<Kind extends QuestionKind> = {
  draft: QuestionDraft<Kind>;
  index: number;
  count: number;
  /** The kinds the questionnaire offers, in the order of the select. */
  kinds: readonly Kind[];
  /** Offer «Обязательный» (the intake); homework asks every question. */
  withRequired?: boolean;
  error?: string;
  onChange: (patch: Partial<QuestionDraft<Kind>>) => void;
  onMove: (step: -1 | 1) => void;
  onDelete: () => void;
};

/** One question in a coach's editor: its text, how it is answered, its options for a choice, its place in the list. */
export function QuestionDraftCard<Kind extends QuestionKind>({ draft, index, count, kinds, withRequired = false, error, onChange, onMove, onDelete }: QuestionDraftCardProps<Kind>) {
  const number = index + 1;
  return (
    <Card variant="outlined" role="group" aria-label={`Вопрос ${number}`}>
      <Stack spacing={1.5}>
        <FormControl error={Boolean(error)}>
          <FormLabel>Вопрос {number}</FormLabel>
          <Input value={draft.text} onChange={(event) => onChange({ text: event.target.value })} slotProps={{ input: { maxLength: 500 } }} />
          {error && <FormHelperText>{error}</FormHelperText>}
        </FormControl>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-end' } }}>
          <FormControl sx={{ minWidth: 220 }}>
            <FormLabel>Как отвечать</FormLabel>
            <Select value={draft.kind} onChange={(_event, kind: Kind | null) => kind && onChange({ kind })}>
              {kinds.map((kind) => (
                <Option key={kind} value={kind}>
                  {questionKindLabels[kind]}
                </Option>
              ))}
            </Select>
          </FormControl>
          {withRequired && <Checkbox label="Обязательный" checked={draft.required} onChange={(event) => onChange({ required: event.target.checked })} sx={{ pb: 1 }} />}
        </Stack>
        {isChoiceKind(draft.kind) && (
          <FormControl>
            <FormLabel>Варианты ответа, каждый с новой строки</FormLabel>
            <Textarea minRows={2} value={draft.options} onChange={(event) => onChange({ options: event.target.value })} />
          </FormControl>
        )}
        <Stack direction="row" spacing={1}>
          <Button size="sm" variant="plain" disabled={index === 0} onClick={() => onMove(-1)} aria-label={`Поднять вопрос ${number}`}>
            Выше
          </Button>
          <Button size="sm" variant="plain" disabled={index === count - 1} onClick={() => onMove(1)} aria-label={`Опустить вопрос ${number}`}>
            Ниже
          </Button>
          <Button size="sm" variant="plain" color="danger" onClick={onDelete} aria-label={`Удалить вопрос ${number}`}>
            Удалить
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
