import { DomainError, type Command, type Decider, unknownCase } from '../../eventstore/decider';
import { eventTypesOf } from '../../eventstore/event-schema';
import { normalizedQuestion } from '../../shared/questionnaire';
import { intakeQuestionEventSchemas, type IntakeQuestion, type IntakeQuestionEvent } from './events';

export type SaveQuestions = Command<'SaveQuestions', { questions: readonly IntakeQuestion[] }>;
export type QuestionsCommand = SaveQuestions;

/** The questionnaire as it stands: its version (0 before the first save) and its questions in order. */
export type QuestionsState = { version: number; questions: readonly IntakeQuestion[] };

const invalid = (detail: string) => new DomainError('invalid', detail);

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
        const questions = command.data.questions.map((question) => normalizedQuestion(question, invalid));
        if (new Set(questions.map((question) => question.id)).size !== questions.length) throw invalid('Вопросы анкеты повторяются.');
        // The same list again (a repeated request, or nothing changed) records nothing.
        if (sameQuestions(questions, state.questions)) return [];
        return [{ type: 'IntakeQuestionsSaved', data: { version: state.version + 1, questions, savedAt: command.metadata.now.toISOString() } }];
      }
      default:
        throw unknownCase('command', command.type);
    }
  },
  evolve: (_state, event) => {
    switch (event.type) {
      case 'IntakeQuestionsSaved':
        return { version: event.data.version, questions: event.data.questions };
      default:
        throw unknownCase('event', event.type);
    }
  },
};
