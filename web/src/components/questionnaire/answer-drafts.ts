import { isChoiceKind, type AskedQuestion } from './question-kinds';

/** What a form holds for one question: the text of a text question, the chosen options of a choice question, the number of a scale. */
export type AnswerDraft = { text: string; choices: string[]; scale: number | null };
export type AnswerDrafts = Record<string, AnswerDraft>;

/** An earlier answer as the API gives it back (the intake's has no scale). */
export type GivenAnswer = { question_id: string; text: string | null; choices: readonly string[]; scale?: number | null };

/** One answer as the API takes it: only the field the question's kind is answered with. */
export type AnswerInput = { question_id: string; text?: string; choices?: string[]; scale?: number };

export const emptyAnswer: AnswerDraft = { text: '', choices: [], scale: null };

/** The form's starting values: her earlier answers to the questions still asked, empty otherwise. */
export function draftsOf(questions: readonly AskedQuestion[], answered: readonly GivenAnswer[] | undefined): AnswerDrafts {
  const earlier = new Map((answered ?? []).map((answer) => [answer.question_id, answer]));
  return Object.fromEntries(
    questions.map((question) => {
      const answer = earlier.get(question.id);
      const choices = isChoiceKind(question.kind) ? (answer?.choices ?? []).filter((choice) => question.options.includes(choice)) : [];
      const scale = question.kind === 'scale' ? (answer?.scale ?? null) : null;
      return [question.id, { text: answer?.text ?? '', choices, scale }];
    }),
  );
}

const isEmpty = (question: AskedQuestion, draft: AnswerDraft | undefined): boolean => {
  if (!draft) return true;
  if (question.kind === 'scale') return draft.scale === null;
  return isChoiceKind(question.kind) ? draft.choices.length === 0 : draft.text.trim() === '';
};

/** The required questions left empty, by id, with the message shown under each. */
export function missingAnswers(questions: readonly AskedQuestion[], drafts: AnswerDrafts): Record<string, string> {
  const missing: Record<string, string> = {};
  for (const question of questions) {
    if ((question.required ?? true) && isEmpty(question, drafts[question.id])) {
      missing[question.id] = question.kind === 'scale' ? 'Выберите число на шкале.' : isChoiceKind(question.kind) ? 'Выберите вариант ответа.' : 'Ответьте, пожалуйста, на этот вопрос.';
    }
  }
  return missing;
}

/** The request's answers: text for text questions, choices for choice questions, the number of a scale (none while it is not chosen). */
export function answersInput(questions: readonly AskedQuestion[], drafts: AnswerDrafts): AnswerInput[] {
  return questions.map((question) => {
    const draft = drafts[question.id] ?? emptyAnswer;
    if (question.kind === 'scale') return draft.scale === null ? { question_id: question.id } : { question_id: question.id, scale: draft.scale };
    return isChoiceKind(question.kind) ? { question_id: question.id, choices: draft.choices } : { question_id: question.id, text: draft.text };
  });
}

/** An answer in words, for reading it back: the text, the chosen options, or «7 из 10». */
export function answerText(answer: GivenAnswer): string {
  if (answer.scale !== undefined && answer.scale !== null) return `${answer.scale} из 10`;
  return answer.text ?? answer.choices.join(', ');
}
