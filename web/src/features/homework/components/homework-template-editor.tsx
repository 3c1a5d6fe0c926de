import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';
import { useState, type FormEvent } from 'react';
import type { HomeworkQuestionKind, HomeworkTemplate, HomeworkTemplateInput } from '../../../api/generated/model';
import { questionsInput } from '../../../components/questionnaire/question-drafts';
import { QuestionDraftsList } from '../../../components/questionnaire/question-drafts-list';
import { useQuestionDrafts } from '../../../components/questionnaire/use-question-drafts';

/** Every kind a homework question is answered in, in the order of the select. */
const homeworkKinds: readonly HomeworkQuestionKind[] = ['short', 'long', 'scale', 'single', 'multiple'];

export type HomeworkTemplateEditorProps = {
  /** The template to change; a new one without it. */
  template?: HomeworkTemplate;
  saving?: boolean;
  saveError?: string;
  onSave: (input: HomeworkTemplateInput) => void;
  onCancel: () => void;
};

/** A homework template: its title, the instructions the client reads first, and the questions in the coach's order. */
export function HomeworkTemplateEditor({ template, saving = false, saveError, onSave, onCancel }: HomeworkTemplateEditorProps) {
  const [title, setTitle] = useState(template?.title ?? '');
  const [instructions, setInstructions] = useState(template?.instructions ?? '');
  const [titleError, setTitleError] = useState<string>();
  const [noQuestions, setNoQuestions] = useState(false);
  const editor = useQuestionDrafts(template?.questions ?? [], 'long');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const titleMissing = title.trim() === '';
    setTitleError(titleMissing ? 'Назовите задание.' : undefined);
    setNoQuestions(editor.drafts.length === 0);
    const questionsFit = editor.check();
    if (titleMissing || editor.drafts.length === 0 || !questionsFit) return;
    onSave({ title: title.trim(), instructions: instructions.trim(), questions: questionsInput(editor.drafts) });
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-labelledby="homework-template-editor-title">
      <Typography id="homework-template-editor-title" level="h3" component="h2">
        {template ? 'Изменить шаблон' : 'Новый шаблон задания'}
      </Typography>
      {template && <Typography level="body-sm">Изменения не трогают уже назначенные задания: у клиентов остаётся то, что им дали.</Typography>}
      <FormControl required error={Boolean(titleError)}>
        <FormLabel>Название</FormLabel>
        <Input value={title} onChange={(event) => setTitle(event.target.value)} slotProps={{ input: { maxLength: 200 } }} />
        {titleError && <FormHelperText>{titleError}</FormHelperText>}
      </FormControl>
      <FormControl>
        <FormLabel>Инструкция</FormLabel>
        <Textarea minRows={3} value={instructions} onChange={(event) => setInstructions(event.target.value)} slotProps={{ textarea: { maxLength: 5000 } }} />
        <FormHelperText>Клиент прочитает её перед вопросами.</FormHelperText>
      </FormControl>
      <Typography level="title-md" component="h3">
        Вопросы
      </Typography>
      <QuestionDraftsList editor={editor} kinds={homeworkKinds} />
      {noQuestions && editor.drafts.length === 0 && <Alert color="warning">Добавьте хотя бы один вопрос.</Alert>}
      {saveError && <Alert color="danger">{saveError}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button type="submit" loading={saving}>
          Сохранить шаблон
        </Button>
        <Button variant="plain" color="neutral" disabled={saving} onClick={onCancel}>
          Отмена
        </Button>
      </Stack>
    </Stack>
  );
}
