import type { IntakeAnswer, IntakeAnswerInput, IntakeQuestion } from '../../../api/generated/model';

/** What the form holds for one question: the text of a text question, the chosen options of a choice question. */
export type AnswerDraft = { text: string; choices: string[] };
export type AnswerDrafts = Record<string, AnswerDraft>;

const isChoice = (question: IntakeQuestion) => question.kind === 'single' || question.kind === 'multiple';

/** The form's starting values: her earlier answers to the questions still asked, empty otherwise. */
export function draftsOf(questions: readonly IntakeQuestion[], answered: readonly IntakeAnswer[] | undefined): AnswerDrafts {
  const earlier = new Map((answered ?? []).map((answer) => [answer.question_id, answer]));
  return Object.fromEntries(
    questions.map((question) => {
      const answer = earlier.get(question.id);
      const choices = (answer?.choices ?? []).filter((choice) => question.options.includes(choice));
      return [question.id, { text: answer?.text ?? '', choices: isChoice(question) ? choices : [] }];
    }),
  );
}

/** The required questions left empty, by id, with the message shown under each. */
export function missingAnswers(questions: readonly IntakeQuestion[], drafts: AnswerDrafts): Record<string, string> {
  const missing: Record<string, string> = {};
  for (const question of questions) {
    const draft = drafts[question.id];
    const empty = isChoice(question) ? (draft?.choices.length ?? 0) === 0 : (draft?.text.trim() ?? '') === '';
    if (question.required && empty) missing[question.id] = isChoice(question) ? 'Выберите вариант ответа.' : 'Ответьте, пожалуйста, на этот вопрос.';
  }
  return missing;
}

/** The request's answers: text for text questions, choices for choice questions. */
export function answersInput(questions: readonly IntakeQuestion[], drafts: AnswerDrafts): IntakeAnswerInput[] {
  return questions.map((question) => {
    const draft = drafts[question.id] ?? { text: '', choices: [] };
    return isChoice(question) ? { question_id: question.id, choices: draft.choices } : { question_id: question.id, text: draft.text };
  });
}
