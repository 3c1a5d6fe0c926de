import type { HomeworkQuestionKind } from '../../api/generated/model';

/**
 * How a question is answered. The homework's kinds are the widest set; the intake questionnaire
 * asks a subset of them (no scale), so its kinds fit here too.
 */
export type QuestionKind = HomeworkQuestionKind;

export const questionKindLabels: Record<QuestionKind, string> = {
  short: 'Короткий ответ',
  long: 'Развёрнутый ответ',
  scale: 'Шкала от 1 до 10',
  single: 'Один вариант',
  multiple: 'Несколько вариантов',
};

export const isChoiceKind = (kind: QuestionKind) => kind === 'single' || kind === 'multiple';

/** The numbers of a scale question, as the server checks them. */
export const scaleValues = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/** A question as the client is asked it: its text, how it is answered and, for a choice, its options. */
export type AskedQuestion = {
  id: string;
  text: string;
  kind: QuestionKind;
  options: readonly string[];
  /** Without it the question must be answered (homework asks every question). */
  required?: boolean;
};
