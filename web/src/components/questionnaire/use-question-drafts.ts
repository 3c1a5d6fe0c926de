import { useState } from 'react';
import { draftErrors, draftOf, emptyDraft, moved, type QuestionDraft, type SavedQuestion } from './question-drafts';
import type { QuestionKind } from './question-kinds';

/** The most questions a questionnaire holds (the contract's limit). */
export const maxQuestions = 30;

/**
 * A coach's editor of questions: the drafts in her order, what is wrong with them once she tried to
 * save, and whether anything changed since the last save. A question she adds starts as `newKind`.
 */
export function useQuestionDrafts<Kind extends QuestionKind>(questions: readonly SavedQuestion<Kind>[], newKind: Kind) {
  const [drafts, setDrafts] = useState<QuestionDraft<Kind>[]>(() => questions.map(draftOf));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dirty, setDirty] = useState(false);

  const update = (next: QuestionDraft<Kind>[]) => {
    setDrafts(next);
    setDirty(true);
  };

  return {
    drafts,
    errors,
    dirty,
    change: (key: string, patch: Partial<QuestionDraft<Kind>>) => update(drafts.map((draft) => (draft.key === key ? { ...draft, ...patch } : draft))),
    move: (index: number, step: -1 | 1) => update(moved(drafts, index, step)),
    remove: (key: string) => update(drafts.filter((draft) => draft.key !== key)),
    add: () => update([...drafts, emptyDraft(newKind)]),
    /** True when every draft can be sent; otherwise each wrong one gets its message. Marks the drafts saved when they can. */
    check: (): boolean => {
      const found = draftErrors(drafts);
      setErrors(found);
      const ok = Object.keys(found).length === 0;
      if (ok) setDirty(false);
      return ok;
    },
  };
}

export type QuestionDraftsEditor<Kind extends QuestionKind> = ReturnType<typeof useQuestionDrafts<Kind>>;
