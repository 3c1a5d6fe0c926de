import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { FormEvent } from 'react';
import type { IntakeQuestion, IntakeQuestionInput, IntakeQuestionKind } from '../../../api/generated/model';
import { questionInput } from '../../../components/questionnaire/question-drafts';
import { QuestionDraftsList } from '../../../components/questionnaire/question-drafts-list';
import { useQuestionDrafts } from '../../../components/questionnaire/use-question-drafts';

/** The kinds the questionnaire asks, in the order of the select (it has no scale). */
const intakeKinds: readonly IntakeQuestionKind[] = ['short', 'long', 'single', 'multiple'];

export type IntakeQuestionsEditorProps = {
  questions: readonly IntakeQuestion[];
  saving?: boolean;
  saved?: boolean;
  saveError?: string;
  onSave: (questions: IntakeQuestionInput[]) => void;
};

/** The coach's questionnaire: questions in her order, each with its kind, options and whether it is required. */
export function IntakeQuestionsEditor({ questions, saving = false, saved = false, saveError, onSave }: IntakeQuestionsEditorProps) {
  const editor = useQuestionDrafts(questions, 'short');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!editor.check()) return;
    onSave(editor.drafts.map((draft) => ({ ...questionInput(draft), required: draft.required })));
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-labelledby="intake-editor-title">
      <Typography id="intake-editor-title" level="h3" component="h2">
        Анкета перед первой сессией
      </Typography>
      <Typography level="body-md">
        Клиентка отвечает на эти вопросы после записи на первую сессию. Без вопросов анкеты нет. Изменения не трогают уже данные ответы.
      </Typography>
      <QuestionDraftsList editor={editor} kinds={intakeKinds} withRequired />
      {saveError && <Alert color="danger">{saveError}</Alert>}
      {saved && !saveError && !editor.dirty && <Alert color="success">Сохранено. Клиенты увидят анкету в таком виде.</Alert>}
      <Button type="submit" loading={saving} sx={{ alignSelf: 'flex-start' }}>
        Сохранить анкету
      </Button>
    </Stack>
  );
}
