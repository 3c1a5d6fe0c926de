import { z } from 'zod';
import { eventInstant, eventSchema, eventSerial, eventText, eventUserId } from '../../eventstore/event-schema';

/** How a question is answered: a line, a paragraph, a number on the scale 1–10, one option or several options. */
export const homeworkQuestionKinds = ['short', 'long', 'scale', 'single', 'multiple'] as const;
export type HomeworkQuestionKind = (typeof homeworkQuestionKinds)[number];

/** The scale's bounds: «от 1 до 10». */
export const scaleBounds = { min: 1, max: 10 } as const;

export const homeworkQuestionSchema = z.object({
  id: z.uuid(),
  text: eventText(500).min(1),
  kind: z.enum(homeworkQuestionKinds),
  /** The options of a choice question, in the order she sees them; empty for any other kind. */
  options: z.array(eventText(200).min(1)).max(20),
});
export type HomeworkQuestion = z.infer<typeof homeworkQuestionSchema>;

/** What a template or an assignment asks: its title, the coach's instructions and the questions in her order. */
const taskFields = {
  title: eventText(200).min(1),
  instructions: eventText(5000),
  questions: z.array(homeworkQuestionSchema).min(1).max(30),
};

/** One answer as kept: the text of a text question, the chosen options of a choice question, the number of a scale. */
export const homeworkAnswerSchema = z.object({
  questionId: z.uuid(),
  text: z.string().nullable(),
  choices: z.array(z.string()),
  scale: z.int().min(scaleBounds.min).max(scaleBounds.max).nullable(),
});
export type HomeworkAnswer = z.infer<typeof homeworkAnswerSchema>;
export const homeworkAnswersSchema = z.array(homeworkAnswerSchema);

export const HomeworkTemplateCreated = eventSchema('HomeworkTemplateCreated', z.object({ templateId: z.uuid(), ...taskFields, createdAt: eventInstant() }));
export type HomeworkTemplateCreated = z.infer<typeof HomeworkTemplateCreated>;

/** The template as it now stands, whole; homework assigned earlier keeps what it was given. */
export const HomeworkTemplateChanged = eventSchema('HomeworkTemplateChanged', z.object({ templateId: z.uuid(), ...taskFields, changedAt: eventInstant() }));
export type HomeworkTemplateChanged = z.infer<typeof HomeworkTemplateChanged>;

/** Taken out of the coach's list of templates to assign; homework assigned from it stays. */
export const HomeworkTemplateArchived = eventSchema('HomeworkTemplateArchived', z.object({ templateId: z.uuid(), archivedAt: eventInstant() }));
export type HomeworkTemplateArchived = z.infer<typeof HomeworkTemplateArchived>;

/** The coach gave a client homework: a copy of the template as it was, due at `dueAt`, maybe after a session. */
export const HomeworkAssigned = eventSchema(
  'HomeworkAssigned',
  z.object({
    homeworkId: z.uuid(),
    userId: eventUserId(),
    templateId: z.uuid(),
    ...taskFields,
    dueAt: eventInstant(),
    consultationId: eventSerial().nullable(),
    assignedAt: eventInstant(),
  }),
);
export type HomeworkAssigned = z.infer<typeof HomeworkAssigned>;

export const HomeworkDueDateChanged = eventSchema(
  'HomeworkDueDateChanged',
  z.object({ homeworkId: z.uuid(), userId: eventUserId(), dueAt: eventInstant(), changedAt: eventInstant() }),
);
export type HomeworkDueDateChanged = z.infer<typeof HomeworkDueDateChanged>;

/**
 * The client's answers so far, kept until she submits. `answers` is the JSON of her answers
 * (`homeworkAnswersSchema`): personal data, one encrypted field (personal-data-policy.ts).
 */
export const HomeworkDraftSaved = eventSchema(
  'HomeworkDraftSaved',
  z.object({ homeworkId: z.uuid(), userId: eventUserId(), answers: eventText(200_000).min(2), savedAt: eventInstant() }),
);
export type HomeworkDraftSaved = z.infer<typeof HomeworkDraftSaved>;

/** The client handed her answers in (the same encrypted JSON); they no longer change. */
export const HomeworkSubmitted = eventSchema(
  'HomeworkSubmitted',
  z.object({ homeworkId: z.uuid(), userId: eventUserId(), answers: eventText(200_000).min(2), submittedAt: eventInstant() }),
);
export type HomeworkSubmitted = z.infer<typeof HomeworkSubmitted>;

/** The coach's comment on the submitted answers (the latest one counts): personal data, encrypted. */
export const HomeworkCommented = eventSchema(
  'HomeworkCommented',
  z.object({ homeworkId: z.uuid(), userId: eventUserId(), comment: eventText(5000).min(1), commentedAt: eventInstant() }),
);
export type HomeworkCommented = z.infer<typeof HomeworkCommented>;

export const HomeworkReviewed = eventSchema('HomeworkReviewed', z.object({ homeworkId: z.uuid(), userId: eventUserId(), reviewedAt: eventInstant() }));
export type HomeworkReviewed = z.infer<typeof HomeworkReviewed>;

export const homeworkTemplateEventSchemas = [HomeworkTemplateCreated, HomeworkTemplateChanged, HomeworkTemplateArchived] as const;
export type HomeworkTemplateEvent = z.infer<(typeof homeworkTemplateEventSchemas)[number]>;

export const homeworkClientEventSchemas = [HomeworkAssigned, HomeworkDueDateChanged, HomeworkDraftSaved, HomeworkSubmitted, HomeworkCommented, HomeworkReviewed] as const;
export type HomeworkEvent = z.infer<(typeof homeworkClientEventSchemas)[number]>;

export const homeworkEventSchemas = [...homeworkTemplateEventSchemas, ...homeworkClientEventSchemas] as const;

/** The coach's templates, all in one small stream. */
export const homeworkTemplatesStreamId = 'homework-templates';
/** One client's homework, every assignment of hers: `homework-{userId}`, one data key, erased with her account. */
export const homeworkStreamId = (userId: string) => `homework-${userId}`;
