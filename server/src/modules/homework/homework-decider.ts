import { DomainError, type Command, type Decider, unknownCase } from '../../eventstore/decider';
import { eventTypesOf } from '../../eventstore/event-schema';
import { homeworkClientEventSchemas, type HomeworkEvent, type HomeworkQuestion } from './events';
import { checkedAnswers, type GivenAnswer } from './questions';
import type { HomeworkTemplate } from './template-decider';

export type AssignHomework = Command<
  'AssignHomework',
  { homeworkId: string; userId: string; template: HomeworkTemplate; dueAt: Date; consultationId: number | null }
>;
export type ChangeHomeworkDueDate = Command<'ChangeHomeworkDueDate', { homeworkId: string; userId: string; dueAt: Date }>;
/** Her answers: kept as a draft, or handed in (`submit`). */
export type AnswerHomework = Command<'AnswerHomework', { homeworkId: string; userId: string; answers: readonly GivenAnswer[]; submit: boolean }>;
/** The coach's word on submitted homework: a comment, a mark that she reviewed it, or both. */
export type ReviewHomework = Command<'ReviewHomework', { homeworkId: string; userId: string; comment: string | null; reviewed: boolean }>;
export type HomeworkCommand = AssignHomework | ChangeHomeworkDueDate | AnswerHomework | ReviewHomework;

/**
 * One assignment as its events leave it. `answers` and `comment` are the encrypted fields as the
 * store gives them back: null once her key is destroyed.
 */
export type Homework = {
  homeworkId: string;
  templateId: string;
  title: string;
  instructions: string;
  questions: readonly HomeworkQuestion[];
  dueAt: string;
  consultationId: number | null;
  assignedAt: string;
  draft: { answers: string | null; savedAt: string } | null;
  submitted: { answers: string | null; submittedAt: string } | null;
  comment: { text: string | null; commentedAt: string } | null;
  reviewedAt: string | null;
};

/** Every assignment of one client (`homework-{userId}`), by id. */
export type HomeworkState = { homework: Readonly<Record<string, Homework>> };

/** Where an assignment is in its life: assigned → draft → submitted → commented → reviewed. */
export type HomeworkStatus = 'assigned' | 'draft' | 'submitted' | 'commented' | 'reviewed';

export function homeworkStatus(homework: Homework): HomeworkStatus {
  if (homework.reviewedAt) return 'reviewed';
  if (homework.comment) return 'commented';
  if (homework.submitted) return 'submitted';
  return homework.draft ? 'draft' : 'assigned';
}

/** Overdue: not handed in, and its due moment has passed. */
export const isOverdue = (homework: Homework, now: Date): boolean => homework.submitted === null && new Date(homework.dueAt).getTime() < now.getTime();

const invalid = (detail: string) => new DomainError('invalid', detail);
const conflict = (detail: string) => new DomainError('conflict', detail);

function dueAfterNow(dueAt: Date, now: Date): string {
  if (dueAt.getTime() <= now.getTime()) throw invalid('Срок сдачи должен быть в будущем.');
  return dueAt.toISOString();
}

function decideFor(command: Exclude<HomeworkCommand, AssignHomework>, homework: Homework): HomeworkEvent[] {
  const at = command.metadata.now.toISOString();
  const { homeworkId, userId } = command.data;
  switch (command.type) {
    case 'ChangeHomeworkDueDate': {
      if (homework.submitted) throw conflict('Задание уже сдано: срок сдачи не меняется.');
      const dueAt = dueAfterNow(command.data.dueAt, command.metadata.now);
      if (dueAt === homework.dueAt) return [];
      return [{ type: 'HomeworkDueDateChanged', data: { homeworkId, userId, dueAt, changedAt: at } }];
    }
    case 'AnswerHomework': {
      if (homework.submitted) throw conflict('Задание уже сдано: ответы больше не меняются.');
      const answers = JSON.stringify(checkedAnswers(homework.questions, command.data.answers, command.data.submit));
      if (command.data.submit) return [{ type: 'HomeworkSubmitted', data: { homeworkId, userId, answers, submittedAt: at } }];
      // The same draft again (a repeated save) records nothing.
      if (homework.draft?.answers === answers) return [];
      return [{ type: 'HomeworkDraftSaved', data: { homeworkId, userId, answers, savedAt: at } }];
    }
    case 'ReviewHomework': {
      if (!homework.submitted) throw conflict('Задание ещё не сдано: комментировать и проверять его рано.');
      const comment = command.data.comment?.trim() ?? '';
      if (comment === '' && !command.data.reviewed) throw invalid('Напишите комментарий или отметьте задание проверенным.');
      const events: HomeworkEvent[] = [];
      if (comment !== '' && comment !== homework.comment?.text) events.push({ type: 'HomeworkCommented', data: { homeworkId, userId, comment, commentedAt: at } });
      if (command.data.reviewed && !homework.reviewedAt) events.push({ type: 'HomeworkReviewed', data: { homeworkId, userId, reviewedAt: at } });
      return events;
    }
    default:
      throw unknownCase('command', command);
  }
}

/**
 * A client's homework (`homework-{userId}`): the coach assigns a copy of a template, the client
 * keeps a draft until she submits, then the coach comments and marks it reviewed. Answers are
 * checked against the questions she was given (`questions.ts`); nothing changes them once submitted.
 */
export const homeworkDecider: Decider<HomeworkCommand, HomeworkEvent, HomeworkState> = {
  eventTypes: eventTypesOf(homeworkClientEventSchemas),
  initialState: () => ({ homework: {} }),
  decide(command, state) {
    const existing = state.homework[command.data.homeworkId];
    if (command.type !== 'AssignHomework') {
      if (!existing) throw new DomainError('not_found', 'Такого задания нет.');
      return decideFor(command, existing);
    }
    // A repeated request with the same id records nothing.
    if (existing) return [];
    const { homeworkId, userId, template, consultationId } = command.data;
    if (template.archived) throw conflict('Шаблон в архиве: выберите другой.');
    const dueAt = dueAfterNow(command.data.dueAt, command.metadata.now);
    const { templateId, title, instructions, questions } = template;
    return [
      {
        type: 'HomeworkAssigned',
        data: { homeworkId, userId, templateId, title, instructions, questions: [...questions], dueAt, consultationId, assignedAt: command.metadata.now.toISOString() },
      },
    ];
  },
  evolve: (state, event) => {
    const { homeworkId } = event.data;
    const existing = state.homework[homeworkId];
    const put = (homework: Homework): HomeworkState => ({ homework: { ...state.homework, [homeworkId]: homework } });
    switch (event.type) {
      case 'HomeworkAssigned': {
        const { templateId, title, instructions, questions, dueAt, consultationId, assignedAt } = event.data;
        return put({ homeworkId, templateId, title, instructions, questions, dueAt, consultationId, assignedAt, draft: null, submitted: null, comment: null, reviewedAt: null });
      }
      case 'HomeworkDueDateChanged':
        return existing ? put({ ...existing, dueAt: event.data.dueAt }) : state;
      case 'HomeworkDraftSaved':
        return existing ? put({ ...existing, draft: { answers: event.data.answers, savedAt: event.data.savedAt } }) : state;
      case 'HomeworkSubmitted':
        return existing ? put({ ...existing, draft: null, submitted: { answers: event.data.answers, submittedAt: event.data.submittedAt } }) : state;
      case 'HomeworkCommented':
        return existing ? put({ ...existing, comment: { text: event.data.comment, commentedAt: event.data.commentedAt } }) : state;
      case 'HomeworkReviewed':
        return existing ? put({ ...existing, reviewedAt: event.data.reviewedAt }) : state;
      default:
        throw unknownCase('event', event);
    }
  },
};
