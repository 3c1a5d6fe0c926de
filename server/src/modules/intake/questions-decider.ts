import { DomainError, type Command, type Decider } from '../../eventstore/decider';
import { eventTypesOf } from '../../eventstore/event-schema';
import { intakeQuestionEventSchemas, isChoiceKind, type IntakeQuestion, type IntakeQuestionEvent } from './events';

export type SaveQuestions = Command<'SaveQuestions', { questions: readonly IntakeQuestion[] }>;
export type QuestionsCommand = SaveQuestions;

/** The questionnaire as it stands: its version (0 before the first save) and its questions in order. */
export type QuestionsState = { version: number; questions: readonly IntakeQuestion[] };

const invalid = (detail: string) => new DomainError('invalid', detail);

/** A question as it is kept: trimmed text and options; a text question has none. */
function normalized(question: IntakeQuestion): IntakeQuestion {
  const text = question.text.trim();
  if (text === '') throw invalid('У каждого вопроса должен быть текст.');
  if (!isChoiceKind(question.kind)) return { ...question, text, options: [] };
  const options = question.options.map((option) => option.trim());
  if (options.some((option) => option === '')) throw invalid(`В вопросе «${text}» есть пустой вариант ответа.`);
  if (options.length < 2) throw invalid(`В вопросе «${text}» нужно хотя бы два варианта ответа.`);
  if (new Set(options).size !== options.length) throw invalid(`В вопросе «${text}» варианты ответа повторяются.`);
  return { ...question, text, options };
}

const sameQuestions = (a: readonly IntakeQuestion[], b: readonly IntakeQuestion[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The coach's questionnaire («Анкета перед первой сессией»): each save records the whole list, so
 * answers given earlier keep the question texts they answered (they copy them, see answers-decider.ts).
 */
export const questionsDecider: Decider<QuestionsCommand, IntakeQuestionEvent, QuestionsState> = {
  eventTypes: eventTypesOf(intakeQuestionEventSchemas),
  initialState: () => ({ version: 0, questions: [] }),
  decide(command, state) {
    switch (command.type) {
      case 'SaveQuestions': {
        const questions = command.data.questions.map(normalized);
        if (new Set(questions.map((question) => question.id)).size !== questions.length) throw invalid('Вопросы анкеты повторяются.');
        // The same list again (a repeated request, or nothing changed) records nothing.
        if (sameQuestions(questions, state.questions)) return [];
        return [{ type: 'IntakeQuestionsSaved', data: { version: state.version + 1, questions, savedAt: command.metadata.now.toISOString() } }];
      }
      default: {
        const unknown: never = command.type;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
  evolve: (_state, event) => {
    switch (event.type) {
      case 'IntakeQuestionsSaved':
        return { version: event.data.version, questions: event.data.questions };
      default: {
        const unknown: never = event.type;
        throw new Error(`Unknown event ${JSON.stringify(unknown)}`);
      }
    }
  },
};
