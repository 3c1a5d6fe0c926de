import { DomainError, type Command, type Decider, unknownCase } from '../../eventstore/decider';
import { eventTypesOf } from '../../eventstore/event-schema';
import { isChoiceKind } from '../../shared/questionnaire';
import { intakeAnswerEventSchemas, type IntakeAnswer, type IntakeAnswerEvent, type IntakeQuestion } from './events';

/** What she sent for one question: the text of a text question, the chosen options of a choice question. */
export type GivenAnswer = { questionId: string; text?: string; choices?: readonly string[] };

export type AnswerIntake = Command<
  'AnswerIntake',
  {
    userId: string;
    /** The questionnaire as it stands now. */
    questions: readonly IntakeQuestion[];
    questionsVersion: number;
    answers: readonly GivenAnswer[];
    /** Her first session has begun: the answers can no longer change. */
    closed: boolean;
  }
>;
export type RemindOfIntake = Command<'RemindOfIntake', { userId: string; consultationId: number }>;
export type IntakeAnswerCommand = AnswerIntake | RemindOfIntake;

/** Her latest answers (the encrypted field's JSON; null once erased) and the session she was reminded for. */
export type IntakeAnswersState = { answered: { questionsVersion: number; answers: string | null } | null; remindedFor: number | null };

const invalid = (detail: string) => new DomainError('invalid', detail);

/** Her answer to one question as it is kept, or null when she left it empty. */
function answerTo(question: IntakeQuestion, given: GivenAnswer | undefined): IntakeAnswer | null {
  const base = { questionId: question.id, question: question.text, kind: question.kind };
  if (!isChoiceKind(question.kind)) {
    if (given?.choices && given.choices.length > 0) throw invalid(`На вопрос «${question.text}» отвечают текстом, а не вариантом.`);
    const text = given?.text?.trim() ?? '';
    return text === '' ? null : { ...base, text, choices: [] };
  }
  if (given?.text !== undefined && given.text.trim() !== '') throw invalid(`На вопрос «${question.text}» отвечают выбором варианта.`);
  const choices = [...new Set(given?.choices ?? [])];
  const unknown = choices.find((choice) => !question.options.includes(choice));
  if (unknown !== undefined) throw invalid(`В вопросе «${question.text}» нет варианта «${unknown}».`);
  if (question.kind === 'single' && choices.length > 1) throw invalid(`В вопросе «${question.text}» можно выбрать только один вариант.`);
  // Kept in the coach's order of the options, whatever order they came in.
  const ordered = question.options.filter((option) => choices.includes(option));
  return ordered.length === 0 ? null : { ...base, text: null, choices: ordered };
}

/**
 * One client's questionnaire answers (`intake-{userId}`). Required questions are enforced here;
 * the answers copy the question texts, so a later edit of the questionnaire does not change what
 * she answered. The reminder is recorded once per client.
 */
export const answersDecider: Decider<IntakeAnswerCommand, IntakeAnswerEvent, IntakeAnswersState> = {
  eventTypes: eventTypesOf(intakeAnswerEventSchemas),
  initialState: () => ({ answered: null, remindedFor: null }),
  decide(command, state) {
    const at = command.metadata.now.toISOString();
    switch (command.type) {
      case 'AnswerIntake': {
        const { userId, questions, questionsVersion, closed } = command.data;
        if (closed) throw new DomainError('conflict', 'Анкету можно изменить только до первой сессии.');
        if (questions.length === 0) throw invalid('Анкеты нет: коуч не задала вопросов.');
        const known = new Set(questions.map((question) => question.id));
        const stray = command.data.answers.find((answer) => !known.has(answer.questionId));
        if (stray) throw invalid('Такого вопроса в анкете нет: обновите страницу.');
        const given = new Map(command.data.answers.map((answer) => [answer.questionId, answer]));
        const answers: IntakeAnswer[] = [];
        for (const question of questions) {
          const answer = answerTo(question, given.get(question.id));
          if (answer) answers.push(answer);
          else if (question.required) throw invalid(`Ответьте на вопрос «${question.text}».`);
        }
        const json = JSON.stringify(answers);
        // The same answers to the same questionnaire again (a repeated request) record nothing.
        if (state.answered?.questionsVersion === questionsVersion && state.answered.answers === json) return [];
        return [{ type: 'IntakeAnswered', data: { userId, questionsVersion, answers: json, answeredAt: at } }];
      }
      case 'RemindOfIntake': {
        if (state.answered || state.remindedFor !== null) return [];
        const { userId, consultationId } = command.data;
        return [{ type: 'IntakeReminderSent', data: { userId, consultationId, sentAt: at } }];
      }
      default:
        throw unknownCase('command', command);
    }
  },
  evolve: (state, event) => {
    switch (event.type) {
      case 'IntakeAnswered':
        return { ...state, answered: { questionsVersion: event.data.questionsVersion, answers: event.data.answers } };
      case 'IntakeReminderSent':
        return { ...state, remindedFor: event.data.consultationId };
      default:
        throw unknownCase('event', event);
    }
  },
};
