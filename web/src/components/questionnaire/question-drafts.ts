import { isChoiceKind, type QuestionKind } from './question-kinds';

/** A question as the coach edits it; `key` tells the rows apart (a new question has no id yet). */
export type QuestionDraft<Kind extends QuestionKind = QuestionKind> = { key: string; id?: string; text: string; kind: Kind; required: boolean; options: string };

/** A saved question as the API gives it back (the intake's carries `required`, the homework's does not). */
export type SavedQuestion<Kind extends QuestionKind = QuestionKind> = { id: string; text: string; kind: Kind; options: readonly string[]; required?: boolean };

/** One question of the request, without `required` (the intake adds it, homework asks every question). */
export type QuestionInput<Kind extends QuestionKind = QuestionKind> = { id?: string; text: string; kind: Kind; options: string[] };

let counter = 0;
const nextKey = () => `new-${++counter}`;

export const draftOf = <Kind extends QuestionKind>(question: SavedQuestion<Kind>): QuestionDraft<Kind> => ({
  key: question.id,
  id: question.id,
  text: question.text,
  kind: question.kind,
  required: question.required ?? true,
  options: question.options.join('\n'),
});

export const emptyDraft = <Kind extends QuestionKind>(kind: Kind): QuestionDraft<Kind> => ({ key: nextKey(), text: '', kind, required: false, options: '' });

const optionsOf = (draft: QuestionDraft) =>
  draft.options
    .split('\n')
    .map((option) => option.trim())
    .filter((option) => option !== '');

/** What is wrong with each draft, by key, before anything is sent. */
export function draftErrors(drafts: readonly QuestionDraft[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const draft of drafts) {
    if (draft.text.trim() === '') errors[draft.key] = 'Напишите текст вопроса.';
    else if (isChoiceKind(draft.kind) && optionsOf(draft).length < 2) errors[draft.key] = 'Нужно хотя бы два варианта ответа, каждый с новой строки.';
  }
  return errors;
}

/** One question of the request: its text trimmed, options only for a choice question. */
export const questionInput = <Kind extends QuestionKind>(draft: QuestionDraft<Kind>): QuestionInput<Kind> => ({
  ...(draft.id ? { id: draft.id } : {}),
  text: draft.text.trim(),
  kind: draft.kind,
  options: isChoiceKind(draft.kind) ? optionsOf(draft) : [],
});

/** The request: every question in the coach's order. */
export const questionsInput = <Kind extends QuestionKind>(drafts: readonly QuestionDraft<Kind>[]): QuestionInput<Kind>[] => drafts.map(questionInput);

/** The list with the draft at `index` moved by `step` (−1 up, +1 down). */
export function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= list.length) return [...list];
  const copy = [...list];
  [copy[index], copy[target]] = [copy[target]!, copy[index]!];
  return copy;
}
