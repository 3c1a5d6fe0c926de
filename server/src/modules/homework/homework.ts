import type { Logger } from '../../config/logger';
import type { Queryable } from '../../db/database';
import { aggregateStream, handleCommand, isDecidersEvent } from '../../eventstore/command-handler';
import { DomainError, type RequestMetadata } from '../../eventstore/decider';
import type { EventStore } from '../../eventstore/event-store';
import { homeworkAnswersSchema, homeworkStreamId, homeworkTemplatesStreamId, type HomeworkAnswer, type HomeworkTemplateEvent } from './events';
import { homeworkDecider, type Homework, type HomeworkCommand } from './homework-decider';
import type { GivenAnswer } from './questions';
import { homeworkTemplatesDecider, type HomeworkTemplate, type HomeworkTemplateCommand, type HomeworkTemplatesState, type TemplateContent } from './template-decider';

export type HomeworkService = ReturnType<typeof createHomework>;

/** What an assignment needs besides the template: whose it is, when it is due, the session it follows. */
export type Assignment = { homeworkId: string; userId: string; templateId: string; dueAt: Date; consultationId: number | null };

const notFound = () => new DomainError('not_found', 'Такого задания нет.');

/**
 * Homework: the coach's templates in the one `homework-templates` stream (small, folded on every
 * read from the revision this process last saw, like the intake questions), each client's
 * assignments in `homework-{userId}` (read from the store, which decrypts her answers and the
 * coach's comments), and the `homework_assignments` index (`projections/homework.ts`) that tells
 * whose an assignment is.
 */
export function createHomework(deps: { store: EventStore; db: Queryable; logger: Logger }) {
  let known: { revision: number; state: HomeworkTemplatesState } = { revision: -1, state: homeworkTemplatesDecider.initialState() };

  async function templates(): Promise<HomeworkTemplatesState> {
    const newer = await deps.store.readStream(homeworkTemplatesStreamId, { fromRevision: known.revision + 1 });
    for (const event of newer) {
      if (!isDecidersEvent<HomeworkTemplateEvent>(homeworkTemplatesDecider.eventTypes, event)) throw new Error(`${homeworkTemplatesStreamId}: unexpected event type ${event.type}`);
      known = { revision: event.revision, state: homeworkTemplatesDecider.evolve(known.state, event) };
    }
    return known.state;
  }

  async function template(templateId: string): Promise<HomeworkTemplate> {
    const found = (await templates()).templates[templateId];
    if (!found) throw new DomainError('not_found', 'Такого шаблона задания нет.');
    return found;
  }

  async function decideTemplate(command: HomeworkTemplateCommand & { metadata: RequestMetadata }): Promise<HomeworkTemplate> {
    const outcome = await handleCommand(deps.store, homeworkTemplatesStreamId, homeworkTemplatesDecider, command);
    const decided = outcome.state.templates[command.data.templateId];
    if (!decided) throw new Error(`Template ${command.data.templateId} is not in its stream after ${command.type}`);
    return decided;
  }

  /** Her assignments, the newest first (the state keeps them in the order they were assigned). */
  async function homeworkOf(userId: string): Promise<Homework[]> {
    const { state } = await aggregateStream(deps.store, homeworkStreamId(userId), homeworkDecider);
    return Object.values(state.homework).reverse();
  }

  /** One of her assignments; 404 for an id that is not hers. */
  async function homeworkFor(userId: string, homeworkId: string): Promise<Homework> {
    const { state } = await aggregateStream(deps.store, homeworkStreamId(userId), homeworkDecider);
    const found = state.homework[homeworkId];
    if (!found) throw notFound();
    return found;
  }

  async function decide(userId: string, command: HomeworkCommand & { metadata: RequestMetadata }): Promise<Homework> {
    const outcome = await handleCommand(deps.store, homeworkStreamId(userId), homeworkDecider, command);
    const decided = outcome.state.homework[command.data.homeworkId];
    if (!decided) throw new Error(`Homework ${command.data.homeworkId} is not in its stream after ${command.type}`);
    return decided;
  }

  /** Answers as kept in an encrypted field; a field that no longer decrypts (erased) reads as none. */
  function readAnswers(json: string | null, context: { homeworkId: string }): HomeworkAnswer[] {
    if (json === null) return [];
    try {
      return homeworkAnswersSchema.parse(JSON.parse(json));
    } catch (error) {
      deps.logger.error({ err: error, ...context }, 'homework answers do not read as answers');
      return [];
    }
  }

  return {
    templates,
    template,
    createTemplate: (templateId: string, content: TemplateContent, metadata: RequestMetadata) =>
      decideTemplate({ type: 'CreateHomeworkTemplate', data: { templateId, ...content }, metadata }),
    changeTemplate: (templateId: string, content: TemplateContent, metadata: RequestMetadata) =>
      decideTemplate({ type: 'ChangeHomeworkTemplate', data: { templateId, ...content }, metadata }),
    archiveTemplate: (templateId: string, metadata: RequestMetadata) => decideTemplate({ type: 'ArchiveHomeworkTemplate', data: { templateId }, metadata }),

    homeworkOf,
    homeworkFor,
    readAnswers,

    /** Whose the assignment is, from the index; undefined for an unknown id (or an erased client's). */
    async ownerOf(homeworkId: string): Promise<string | undefined> {
      const { rows } = await deps.db.query<{ user_id: string }>(`SELECT user_id FROM homework_assignments WHERE homework_id = $1`, [homeworkId]);
      return rows[0]?.user_id;
    },

    async assign(assignment: Assignment, metadata: RequestMetadata): Promise<Homework> {
      const { homeworkId, userId, dueAt, consultationId } = assignment;
      return decide(userId, { type: 'AssignHomework', data: { homeworkId, userId, template: await template(assignment.templateId), dueAt, consultationId }, metadata });
    },
    changeDueDate: (userId: string, homeworkId: string, dueAt: Date, metadata: RequestMetadata) =>
      decide(userId, { type: 'ChangeHomeworkDueDate', data: { homeworkId, userId, dueAt }, metadata }),
    answer: (userId: string, homeworkId: string, answers: readonly GivenAnswer[], submit: boolean, metadata: RequestMetadata) =>
      decide(userId, { type: 'AnswerHomework', data: { homeworkId, userId, answers, submit }, metadata }),
    review: (userId: string, homeworkId: string, review: { comment: string | null; reviewed: boolean }, metadata: RequestMetadata) =>
      decide(userId, { type: 'ReviewHomework', data: { homeworkId, userId, ...review }, metadata }),
  };
}
