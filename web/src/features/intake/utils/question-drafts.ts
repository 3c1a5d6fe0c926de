import type { IntakeQuestion, IntakeQuestionInput, IntakeQuestionKind } from '../../../api/generated/model';

/** A question as the coach edits it; `key` tells the rows apart (a new question has no id yet). */
export type QuestionDraft = { key: string; id?: string; text: string; kind: IntakeQuestionKind; required: boolean; options: string };

export const kindLabels: Record<IntakeQuestionKind, string> = {
  short: 'Короткий ответ',
  long: 'Развёрнутый ответ',
  single: 'Один вариант',
  multiple: 'Несколько вариантов',
};

export const isChoiceKind = (kind: IntakeQuestionKind) => kind === 'single' || kind === 'multiple';

let counter = 0;
const nextKey = () => `new-${++counter}`;

export const draftOf = (question: IntakeQuestion): QuestionDraft => ({
  key: question.id,
  id: question.id,
  text: question.text,
  kind: question.kind,
  required: question.required,
  options: question.options.join('\n'),
});

export const emptyDraft = (): QuestionDraft => ({ key: nextKey(), text: '', kind: 'short', required: false, options: '' });

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

/** The request: every question in the coach's order. */
export const questionsInput = (drafts: readonly QuestionDraft[]): IntakeQuestionInput[] =>
  drafts.map((draft) => ({
    ...(draft.id ? { id: draft.id } : {}),
    text: draft.text.trim(),
    kind: draft.kind,
    required: draft.required,
    options: isChoiceKind(draft.kind) ? optionsOf(draft) : [],
  }));

/** The list with the draft at `index` moved by `step` (−1 up, +1 down). */
export function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= list.length) return [...list];
  const copy = [...list];
  [copy[index], copy[target]] = [copy[target]!, copy[index]!];
  return copy;
}
