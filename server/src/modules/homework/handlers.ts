import { randomUUID } from 'node:crypto';
import { requireSuperuser } from '../../http/authorization';
import { commandMetadata } from '../../http/command-metadata';
import { notFound } from '../../http/errors';
import type { HandlerInput, SuccessBody, HandlerMap } from '../../http/handler-types';
import type { HomeworkQuestion } from './events';
import { homeworkStatus, isOverdue, type Homework } from './homework-decider';
import type { HomeworkService } from './homework';
import type { HomeworkMailPlans } from './mail-plans';
import type { GivenAnswer } from './questions';
import type { HomeworkTemplate, TemplateContent } from './template-decider';

/** Who reads an assignment: the client sees her draft, the coach only what was submitted. */
type Reader = 'client' | 'coach';

const questionBody = (question: HomeworkQuestion) => ({ ...question, options: [...question.options] });

const templateBody = (template: HomeworkTemplate): SuccessBody<'getHomeworkTemplate'> => ({
  id: template.templateId,
  title: template.title,
  instructions: template.instructions,
  questions: template.questions.map(questionBody),
  archived: template.archived,
  created_at: template.createdAt,
  changed_at: template.changedAt,
});

const summaryBody = (userId: string, homework: Homework, now: Date): SuccessBody<'listMyHomework'>[number] => ({
  id: homework.homeworkId,
  user_id: userId,
  template_id: homework.templateId,
  title: homework.title,
  status: homeworkStatus(homework),
  overdue: isOverdue(homework, now),
  due_at: homework.dueAt,
  consultation_id: homework.consultationId,
  assigned_at: homework.assignedAt,
  submitted_at: homework.submitted?.submittedAt ?? null,
  reviewed_at: homework.reviewedAt,
});

/** A template as the coach sends it: a question kept from the template names its id, a new one gets one here. */
const templateContent = (body: HandlerInput<'createHomeworkTemplate'>['body']): TemplateContent => ({
  title: body.title,
  instructions: body.instructions ?? '',
  questions: body.questions.map((question) => ({ id: question.id ?? randomUUID(), text: question.text, kind: question.kind, options: question.options ?? [] })),
});

const givenAnswers = (answers: HandlerInput<'answerHomework'>['body']['answers']): GivenAnswer[] =>
  answers.map((answer) => ({
    questionId: answer.question_id,
    ...(answer.text === undefined ? {} : { text: answer.text }),
    ...(answer.choices === undefined ? {} : { choices: answer.choices }),
    ...(answer.scale === undefined ? {} : { scale: answer.scale }),
  }));

/** The templates, active ones first, the newest first within each. */
const templateOrder = (a: HomeworkTemplate, b: HomeworkTemplate) => Number(a.archived) - Number(b.archived) || b.createdAt.localeCompare(a.createdAt);

/**
 * Homework in the cabinet (`/api/homework/`) and the coach's templates and assignments
 * (`/api/admin/homework…`). An assignment goes to an account that exists (and is not erased,
 * `clientExists`), for a session booked for her (`sessionClient`, undefined for an unknown session).
 */
export function homeworkHandlers(
  homework: HomeworkService,
  plans: HomeworkMailPlans,
  clientExists: (userId: string) => Promise<boolean>,
  sessionClient: (consultationId: number) => Promise<string | undefined>,
) {

  const homeworkBody = (userId: string, found: Homework, now: Date, reader: Reader): SuccessBody<'getHomework'> => {
    const kept = found.submitted ?? (reader === 'client' ? found.draft : null);
    return {
      ...summaryBody(userId, found, now),
      instructions: found.instructions,
      questions: found.questions.map(questionBody),
      answers: kept ? homework.readAnswers(kept.answers, { homeworkId: found.homeworkId }).map((answer) => ({ question_id: answer.questionId, text: answer.text, choices: answer.choices, scale: answer.scale })) : [],
      draft_saved_at: reader === 'client' ? (found.draft?.savedAt ?? null) : null,
      comment: found.comment?.text ?? null,
      commented_at: found.comment?.commentedAt ?? null,
    };
  };

  /** The owner of an assignment for the coach's calls; 404 for an unknown id. */
  async function ownerOf(homeworkId: string): Promise<string> {
    const owner = await homework.ownerOf(homeworkId);
    if (!owner) throw notFound('Такого задания нет.');
    return owner;
  }

  return {
    async listMyHomework({ user, ctx }) {
      return (await homework.homeworkOf(user.id)).map((found) => summaryBody(user.id, found, ctx.state.now));
    },

    async getMyHomework({ params, user, ctx }) {
      return homeworkBody(user.id, await homework.homeworkFor(user.id, params.id), ctx.state.now, 'client');
    },

    async answerHomework({ params, body, user, ctx }) {
      const answered = await homework.answer(user.id, params.id, givenAnswers(body.answers), body.submit, commandMetadata(ctx.state, user.id));
      if (body.submit) await plans.submitted(user.id, answered);
      return homeworkBody(user.id, answered, ctx.state.now, 'client');
    },

    async listHomeworkTemplates({ user }) {
      requireSuperuser(user);
      return Object.values((await homework.templates()).templates).sort(templateOrder).map(templateBody);
    },

    async createHomeworkTemplate({ body, user, ctx }) {
      requireSuperuser(user);
      return templateBody(await homework.createTemplate(randomUUID(), templateContent(body), commandMetadata(ctx.state, user.id)));
    },

    async getHomeworkTemplate({ params, user }) {
      requireSuperuser(user);
      return templateBody(await homework.template(params.id));
    },

    async updateHomeworkTemplate({ params, body, user, ctx }) {
      requireSuperuser(user);
      return templateBody(await homework.changeTemplate(params.id, templateContent(body), commandMetadata(ctx.state, user.id)));
    },

    async archiveHomeworkTemplate({ params, user, ctx }) {
      requireSuperuser(user);
      return templateBody(await homework.archiveTemplate(params.id, commandMetadata(ctx.state, user.id)));
    },

    async listHomework({ query, user, ctx }) {
      requireSuperuser(user);
      return (await homework.homeworkOf(query.user)).map((found) => summaryBody(query.user, found, ctx.state.now));
    },

    async assignHomework({ body, user, ctx }) {
      requireSuperuser(user);
      if (!(await clientExists(body.user))) throw notFound('Такого клиента нет.');
      const consultationId = body.consultation_id ?? null;
      if (consultationId !== null && (await sessionClient(consultationId)) !== body.user) throw notFound('У клиента нет такой сессии.');
      const assignment = { homeworkId: randomUUID(), userId: body.user, templateId: body.template_id, dueAt: new Date(body.due_at), consultationId };
      const assigned = await homework.assign(assignment, commandMetadata(ctx.state, user.id));
      await plans.assigned(body.user, assigned, ctx.state.now);
      return homeworkBody(body.user, assigned, ctx.state.now, 'coach');
    },

    async getHomework({ params, user, ctx }) {
      requireSuperuser(user);
      const owner = await ownerOf(params.id);
      return homeworkBody(owner, await homework.homeworkFor(owner, params.id), ctx.state.now, 'coach');
    },

    async changeHomework({ params, body, user, ctx }) {
      requireSuperuser(user);
      const owner = await ownerOf(params.id);
      const before = await homework.homeworkFor(owner, params.id);
      const changed = await homework.changeDueDate(owner, params.id, new Date(body.due_at), commandMetadata(ctx.state, user.id));
      await plans.dueDateChanged(owner, before.dueAt, changed, ctx.state.now);
      return homeworkBody(owner, changed, ctx.state.now, 'coach');
    },

    async reviewHomework({ params, body, user, ctx }) {
      requireSuperuser(user);
      const owner = await ownerOf(params.id);
      const reviewed = await homework.review(owner, params.id, { comment: body.comment ?? null, reviewed: body.reviewed }, commandMetadata(ctx.state, user.id));
      return homeworkBody(owner, reviewed, ctx.state.now, 'coach');
    },
  } satisfies Partial<HandlerMap>;
}
