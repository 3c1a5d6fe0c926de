import { requireSuperuser } from '../../http/authorization';
import { commandMetadata } from '../../http/command-metadata';
import type { Handler, SuccessBody, HandlerMap } from '../../http/handler-types';
import type { IntakeAnswer, IntakeQuestion } from './events';
import type { ClientIntake, GivenAnswers, Intake } from './intake';
import type { QuestionsState } from './questions-decider';

const questionBody = (question: IntakeQuestion) => ({ ...question, options: [...question.options] });

const questionnaireBody = (state: QuestionsState): SuccessBody<'getIntakeQuestions'> => ({
  version: state.version,
  questions: state.questions.map(questionBody),
});

const answerBody = (answer: IntakeAnswer) => ({ question_id: answer.questionId, question: answer.question, kind: answer.kind, text: answer.text, choices: answer.choices });

/** Her answers as the contract shows them (`IntakeAnswers`); unreadable (erased) answers show as none. */
export const answersBody = (answered: GivenAnswers | null) =>
  answered?.answers ? { answered_at: answered.answeredAt.toISOString(), answers: answered.answers.map(answerBody) } : null;

const myIntakeBody = (intake: ClientIntake): SuccessBody<'getMyIntake'> => ({
  questions: intake.questions.map(questionBody),
  answered: answersBody(intake.answered),
  pending: intake.pending,
  editable: intake.editable,
});

/** The coach's questionnaire in «Услуги», and the client's answers in her cabinet. */
export function intakeHandlers(deps: { intake: Intake }) {
  return {
    async getIntakeQuestions({ user }) {
      requireSuperuser(user);
      return questionnaireBody(await deps.intake.questionnaire());
    },

    async saveIntakeQuestions({ body, user, ctx }) {
      requireSuperuser(user);
      const drafts = body.questions.map((question) => ({
        ...(question.id === undefined ? {} : { id: question.id }),
        text: question.text,
        kind: question.kind,
        required: question.required,
        options: question.options ?? [],
      }));
      return questionnaireBody(await deps.intake.saveQuestions(drafts, commandMetadata(ctx.state, user.id)));
    },

    async getMyIntake({ user, ctx }) {
      return myIntakeBody(await deps.intake.clientIntake(user.id, ctx.state.now));
    },

    async answerIntake({ body, user, ctx }) {
      const answers = body.answers.map((answer) => ({
        questionId: answer.question_id,
        ...(answer.text === undefined ? {} : { text: answer.text }),
        ...(answer.choices === undefined ? {} : { choices: answer.choices }),
      }));
      return myIntakeBody(await deps.intake.answer(user.id, answers, commandMetadata(ctx.state, user.id)));
    },
  } satisfies Partial<HandlerMap>;
}

/** The clients' handlers with her answers (`intake`) on the card of an account; a guest answers nothing. */
export function withIntakeAnswers<Group extends { getClient: Handler<'getClient'> }>(group: Group, intake: Intake): Group {
  const { getClient } = group;
  return {
    ...group,
    async getClient(input) {
      const card = await getClient(input);
      return card.kind === 'account' ? { ...card, intake: answersBody(await intake.answersOf(card.id)) } : card;
    },
  };
}
