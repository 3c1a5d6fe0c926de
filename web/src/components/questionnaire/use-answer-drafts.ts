import { useState } from 'react';
import { draftsOf, emptyAnswer, missingAnswers, type AnswerDraft, type GivenAnswer } from './answer-drafts';
import type { AskedQuestion } from './question-kinds';

/**
 * A questionnaire form's state: the drafts by question, the messages under the fields, a change
 * that clears its field's message, and `check`, which names the required questions left empty.
 */
export function useAnswerDrafts(questions: readonly AskedQuestion[], answered: readonly GivenAnswer[] | undefined) {
  const [drafts, setDrafts] = useState(() => draftsOf(questions, answered));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const change = (id: string, draft: Partial<AnswerDraft>) => {
    setDrafts((current) => ({ ...current, [id]: { ...emptyAnswer, ...current[id], ...draft } }));
    setErrors(({ [id]: _fixed, ...rest }) => rest);
  };

  /** True when every required question is answered; otherwise the empty ones get their message. */
  const check = (): boolean => {
    const missing = missingAnswers(questions, drafts);
    setErrors(missing);
    return Object.keys(missing).length === 0;
  };

  return { drafts, errors, change, check, draftOf: (id: string) => drafts[id] ?? emptyAnswer };
}
