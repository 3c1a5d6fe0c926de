import { randomUUID } from 'node:crypto';
import type { Logger } from '../../config/logger';
import type { Queryable } from '../../db/database';
import { handleCommand, isDecidersEvent } from '../../eventstore/command-handler';
import { type RequestMetadata } from '../../eventstore/decider';
import type { EventStore } from '../../eventstore/event-store';
import { answersDecider, type GivenAnswer } from './answers-decider';
import { intakeAnswersSchema, intakeQuestionsStreamId, intakeStreamId, type IntakeAnswer, type IntakeAnswerEvent, type IntakeQuestion, type IntakeQuestionEvent } from './events';
import { questionsDecider, type QuestionsState } from './questions-decider';

/** A question as the coach sends it: one kept from the last save names its id, a new one has none. */
export type QuestionDraft = Omit<IntakeQuestion, 'id'> & { id?: string };

/** Her latest answers, as she gave them; `answers` is null when they can no longer be read (erased). */
export type GivenAnswers = { answeredAt: Date; questionsVersion: number; answers: IntakeAnswer[] | null };

/** What the cabinet shows her. */
export type ClientIntake = {
  questions: readonly IntakeQuestion[];
  answered: GivenAnswers | null;
  /** There are questions, she has not answered, and a session of hers is ahead: the cabinet asks. */
  pending: boolean;
  /** Her first session has not begun yet, so she may answer (again). */
  editable: boolean;
};

export type Intake = ReturnType<typeof createIntake>;

/**
 * The questionnaire before the first session: the coach's questions in the one `intake-questions`
 * stream (tiny, folded on every read from the revision this process last saw, like the practice's
 * details), each client's answers in `intake-{userId}` (read from the store, which decrypts them).
 */
export function createIntake(deps: { store: EventStore; db: Queryable; logger: Logger }) {
  let known: { revision: number; state: QuestionsState } = { revision: -1, state: questionsDecider.initialState() };

  async function questionnaire(): Promise<QuestionsState> {
    const newer = await deps.store.readStream(intakeQuestionsStreamId, { fromRevision: known.revision + 1 });
    for (const event of newer) {
      if (!isDecidersEvent<IntakeQuestionEvent>(questionsDecider.eventTypes, event)) throw new Error(`${intakeQuestionsStreamId}: unexpected event type ${event.type}`);
      known = { revision: event.revision, state: questionsDecider.evolve(known.state, event) };
    }
    return known.state;
  }

  /** Her latest answers from her stream; a field that no longer decrypts reads as no answers. */
  async function answersOf(userId: string): Promise<GivenAnswers | null> {
    const streamId = intakeStreamId(userId);
    let state = answersDecider.initialState();
    let answeredAt: string | null = null;
    for (const event of await deps.store.readStream(streamId)) {
      if (!isDecidersEvent<IntakeAnswerEvent>(answersDecider.eventTypes, event)) throw new Error(`${streamId}: unexpected event type ${event.type}`);
      state = answersDecider.evolve(state, event);
      if (event.type === 'IntakeAnswered') answeredAt = event.data.answeredAt;
    }
    if (!state.answered || answeredAt === null) return null;
    return { answeredAt: new Date(answeredAt), questionsVersion: state.answered.questionsVersion, answers: readAnswers(userId, state.answered.answers) };
  }

  function readAnswers(userId: string, json: string | null): IntakeAnswer[] | null {
    if (json === null) return null;
    try {
      return intakeAnswersSchema.parse(JSON.parse(json));
    } catch (error) {
      deps.logger.error({ err: error, userId }, 'intake answers do not read as answers');
      return null;
    }
  }

  /** Her confirmed sessions (booked and paid, or by a credit): whether the first one has begun by `now`, and whether one is still ahead. */
  async function sessionsOf(userId: string, now: Date): Promise<{ begun: boolean; ahead: boolean }> {
    const { rows } = await deps.db.query<{ begun: boolean; ahead: boolean }>(
      `SELECT coalesce(bool_or(start_at <= $2), false) AS begun, coalesce(bool_or(start_at > $2), false) AS ahead
       FROM consultations WHERE user_id = $1 AND status = 'paid'`,
      [userId, now],
    );
    return rows[0] ?? { begun: false, ahead: false };
  }

  async function clientIntake(userId: string, now: Date): Promise<ClientIntake> {
    const { questions } = await questionnaire();
    if (questions.length === 0) return { questions, answered: await answersOf(userId), pending: false, editable: false };
    const answered = await answersOf(userId);
    const sessions = await sessionsOf(userId, now);
    return { questions, answered, pending: !answered && sessions.ahead && !sessions.begun, editable: !sessions.begun };
  }

  /** Whether the practice asks anything at all. */
  async function asks(): Promise<boolean> {
    return (await questionnaire()).questions.length > 0;
  }

  return {
    questionnaire,
    asks,
    answersOf,
    clientIntake,

    /** The coach's whole list in her order; a new question gets its id here. */
    async saveQuestions(drafts: readonly QuestionDraft[], metadata: RequestMetadata): Promise<QuestionsState> {
      const questions = drafts.map((draft) => ({ ...draft, id: draft.id ?? randomUUID() }));
      const outcome = await handleCommand(deps.store, intakeQuestionsStreamId, questionsDecider, {
        type: 'SaveQuestions',
        data: { questions },
        metadata,
      });
      return outcome.state;
    },

    /** Her answers to the questionnaire as it stands; refused (400) without a required answer, (409) once her first session began. */
    async answer(userId: string, answers: readonly GivenAnswer[], metadata: RequestMetadata): Promise<ClientIntake> {
      const { questions, version } = await questionnaire();
      const { begun } = await sessionsOf(userId, metadata.now);
      await handleCommand(deps.store, intakeStreamId(userId), answersDecider, {
        type: 'AnswerIntake',
        data: { userId, questions, questionsVersion: version, answers, closed: begun },
        metadata,
      });
      return clientIntake(userId, metadata.now);
    },

    /**
     * Records the reminder for this session unless she answered or was reminded for another one;
     * true when the reminder for this session is due (also when a retry finds it recorded).
     */
    async remind(userId: string, consultationId: number, metadata: RequestMetadata): Promise<boolean> {
      if (!(await asks())) return false;
      const outcome = await handleCommand(deps.store, intakeStreamId(userId), answersDecider, {
        type: 'RemindOfIntake',
        data: { userId, consultationId },
        metadata,
      });
      return outcome.state.answered === null && outcome.state.remindedFor === consultationId;
    },
  };
}
