import { DomainError } from '../../eventstore/decider';
import { isChoiceKind } from '../../shared/questionnaire';
import { scaleBounds, type HomeworkAnswer, type HomeworkQuestion } from './events';

const invalid = (detail: string) => new DomainError('invalid', detail);

/** What she sent for one question: the text of a text question, the chosen options of a choice question, the number of a scale. */
export type GivenAnswer = { questionId: string; text?: string; choices?: readonly string[]; scale?: number };

/** Her answer to one question as it is kept, or null when she left it empty; refused when it does not fit the question. */
function answerTo(question: HomeworkQuestion, given: GivenAnswer): HomeworkAnswer | null {
  const empty = { questionId: question.id, text: null, choices: [], scale: null };
  const text = given.text?.trim() ?? '';
  const choices = [...new Set(given.choices ?? [])];
  if (question.kind === 'scale') {
    if (text !== '' || choices.length > 0) throw invalid(`На вопрос «${question.text}» отвечают числом от ${scaleBounds.min} до ${scaleBounds.max}.`);
    if (given.scale === undefined) return null;
    if (!Number.isInteger(given.scale) || given.scale < scaleBounds.min || given.scale > scaleBounds.max) {
      throw invalid(`На вопрос «${question.text}» отвечают числом от ${scaleBounds.min} до ${scaleBounds.max}.`);
    }
    return { ...empty, scale: given.scale };
  }
  if (given.scale !== undefined) throw invalid(`На вопрос «${question.text}» отвечают не числом шкалы.`);
  if (!isChoiceKind(question.kind)) {
    if (choices.length > 0) throw invalid(`На вопрос «${question.text}» отвечают текстом, а не вариантом.`);
    return text === '' ? null : { ...empty, text };
  }
  if (text !== '') throw invalid(`На вопрос «${question.text}» отвечают выбором варианта.`);
  const unknown = choices.find((choice) => !question.options.includes(choice));
  if (unknown !== undefined) throw invalid(`В вопросе «${question.text}» нет варианта «${unknown}».`);
  if (question.kind === 'single' && choices.length > 1) throw invalid(`В вопросе «${question.text}» можно выбрать только один вариант.`);
  // Kept in the coach's order of the options, whatever order they came in.
  const ordered = question.options.filter((option) => choices.includes(option));
  return ordered.length === 0 ? null : { ...empty, choices: ordered };
}

/**
 * Her answers checked against the questions she was given, in their order, the empty ones left
 * out. `complete` (a submission) wants every question answered.
 */
export function checkedAnswers(questions: readonly HomeworkQuestion[], given: readonly GivenAnswer[], complete: boolean): HomeworkAnswer[] {
  const byId = new Map(given.map((answer) => [answer.questionId, answer]));
  if (given.some((answer) => !questions.some((question) => question.id === answer.questionId))) throw invalid('Такого вопроса в задании нет: обновите страницу.');
  const answers: HomeworkAnswer[] = [];
  for (const question of questions) {
    const answer = answerTo(question, byId.get(question.id) ?? { questionId: question.id });
    if (answer) answers.push(answer);
    else if (complete) throw invalid(`Ответьте на вопрос «${question.text}».`);
  }
  return answers;
}
