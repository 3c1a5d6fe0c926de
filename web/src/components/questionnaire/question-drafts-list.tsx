import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import { QuestionDraftCard } from './question-draft-card';
import type { QuestionKind } from './question-kinds';
import { maxQuestions, type QuestionDraftsEditor } from './use-question-drafts';

export type QuestionDraftsListProps<Kind extends QuestionKind> = {
  editor: QuestionDraftsEditor<Kind>;
  kinds: readonly Kind[];
  withRequired?: boolean;
};

/** The questions of a coach's editor, each in its card, and «Добавить вопрос» below them. */
export function QuestionDraftsList<Kind extends QuestionKind>({ editor, kinds, withRequired }: QuestionDraftsListProps<Kind>) {
  return (
    <Stack spacing={2}>
      {editor.drafts.map((draft, index) => (
        <QuestionDraftCard
          key={draft.key}
          draft={draft}
          index={index}
          count={editor.drafts.length}
          kinds={kinds}
          withRequired={withRequired}
          error={editor.errors[draft.key]}
          onChange={(patch) => editor.change(draft.key, patch)}
          onMove={(step) => editor.move(index, step)}
          onDelete={() => editor.remove(draft.key)}
        />
      ))}
      <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={editor.add} disabled={editor.drafts.length >= maxQuestions}>
        Добавить вопрос
      </Button>
    </Stack>
  );
}
