import { LoadState } from '../../../components/load-state/load-state';
import { errorText } from '../../../lib/api-error';
import { useIntakeQuestions, useSaveIntakeQuestions } from '../api/intake-queries';
import { IntakeQuestionsEditor } from './intake-questions-editor';

/** The questionnaire's editor with its loading and failure states. */
export function IntakeQuestionsArea() {
  const questionnaire = useIntakeQuestions();
  const save = useSaveIntakeQuestions();
  return (
    <LoadState data={questionnaire.data} failed={questionnaire.isError} what="анкету" onRetry={() => void questionnaire.refetch()}>
      {(loaded) => (
        <IntakeQuestionsEditor
          // Saved questions get their ids from the server: the editor starts again from them.
          key={loaded.version}
          questions={loaded.questions}
          saving={save.isPending}
          saved={save.isSuccess}
          saveError={save.isError ? errorText(save.error) : undefined}
          onSave={(questions) => save.mutate({ data: { questions } })}
        />
      )}
    </LoadState>
  );
}
