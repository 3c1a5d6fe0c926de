import Alert from '@mui/joy/Alert';
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
import Typography from '@mui/joy/Typography';
import { useState, type FormEvent } from 'react';
import type { IntakeQuestion, IntakeQuestionInput, IntakeQuestionKind } from '../../../api/generated/model';
import { draftErrors, draftOf, emptyDraft, isChoiceKind, kindLabels, moved, questionsInput, type QuestionDraft } from '../utils/question-drafts';

export type IntakeQuestionsEditorProps = {
  questions: readonly IntakeQuestion[];
  saving?: boolean;
  saved?: boolean;
  saveError?: string;
  onSave: (questions: IntakeQuestionInput[]) => void;
};

/** The coach's questionnaire: questions in her order, each with its kind, options and whether it is required. */
export function IntakeQuestionsEditor({ questions, saving = false, saved = false, saveError, onSave }: IntakeQuestionsEditorProps) {
  const [drafts, setDrafts] = useState<QuestionDraft[]>(() => questions.map(draftOf));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dirty, setDirty] = useState(false);

  const update = (next: QuestionDraft[]) => {
    setDrafts(next);
    setDirty(true);
  };
  const change = (key: string, patch: Partial<QuestionDraft>) => update(drafts.map((draft) => (draft.key === key ? { ...draft, ...patch } : draft)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = draftErrors(drafts);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setDirty(false);
    onSave(questionsInput(drafts));
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-labelledby="intake-editor-title">
      <Typography id="intake-editor-title" level="h3" component="h2">
        Анкета перед первой сессией
      </Typography>
      <Typography level="body-md">
        Клиентка отвечает на эти вопросы после записи на первую сессию. Без вопросов анкеты нет. Изменения не трогают уже данные ответы.
      </Typography>
      {drafts.map((draft, index) => (
        <Card key={draft.key} variant="outlined" role="group" aria-label={`Вопрос ${index + 1}`}>
          <Stack spacing={1.5}>
            <FormControl error={Boolean(errors[draft.key])}>
              <FormLabel>Вопрос {index + 1}</FormLabel>
              <Input value={draft.text} onChange={(event) => change(draft.key, { text: event.target.value })} slotProps={{ input: { maxLength: 500 } }} />
              {errors[draft.key] && <FormHelperText>{errors[draft.key]}</FormHelperText>}
            </FormControl>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-end' } }}>
              <FormControl sx={{ minWidth: 220 }}>
                <FormLabel>Как отвечать</FormLabel>
                <Select value={draft.kind} onChange={(_event, kind: IntakeQuestionKind | null) => kind && change(draft.key, { kind })}>
                  {(Object.keys(kindLabels) as IntakeQuestionKind[]).map((kind) => (
                    <Option key={kind} value={kind}>
                      {kindLabels[kind]}
                    </Option>
                  ))}
                </Select>
              </FormControl>
              <Checkbox label="Обязательный" checked={draft.required} onChange={(event) => change(draft.key, { required: event.target.checked })} sx={{ pb: 1 }} />
            </Stack>
            {isChoiceKind(draft.kind) && (
              <FormControl>
                <FormLabel>Варианты ответа, каждый с новой строки</FormLabel>
                <Textarea minRows={2} value={draft.options} onChange={(event) => change(draft.key, { options: event.target.value })} />
              </FormControl>
            )}
            <Stack direction="row" spacing={1}>
              <Button size="sm" variant="plain" disabled={index === 0} onClick={() => update(moved(drafts, index, -1))} aria-label={`Поднять вопрос ${index + 1}`}>
                Выше
              </Button>
              <Button size="sm" variant="plain" disabled={index === drafts.length - 1} onClick={() => update(moved(drafts, index, 1))} aria-label={`Опустить вопрос ${index + 1}`}>
                Ниже
              </Button>
              <Button size="sm" variant="plain" color="danger" onClick={() => update(drafts.filter((other) => other.key !== draft.key))} aria-label={`Удалить вопрос ${index + 1}`}>
                Удалить
              </Button>
            </Stack>
          </Stack>
        </Card>
      ))}
      <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => update([...drafts, emptyDraft()])} disabled={drafts.length >= 30}>
        Добавить вопрос
      </Button>
      {saveError && <Alert color="danger">{saveError}</Alert>}
      {saved && !saveError && !dirty && <Alert color="success">Сохранено. Клиенты увидят анкету в таком виде.</Alert>}
      <Button type="submit" loading={saving} sx={{ alignSelf: 'flex-start' }}>
        Сохранить анкету
      </Button>
    </Stack>
  );
}
