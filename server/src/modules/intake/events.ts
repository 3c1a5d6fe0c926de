import { z } from 'zod';
import { eventInstant, eventSchema, eventSerial, eventText, eventUserId } from '../../eventstore/event-schema';

/** How a question is answered: a line, a paragraph, one option or several options. */
export const intakeQuestionKinds = ['short', 'long', 'single', 'multiple'] as const;
export type IntakeQuestionKind = (typeof intakeQuestionKinds)[number];

export const intakeQuestionSchema = z.object({
  id: z.uuid(),
  text: eventText(500).min(1),
  kind: z.enum(intakeQuestionKinds),
  required: z.boolean(),
  /** The options of a choice question, in the order she sees them; empty for a text question. */
  options: z.array(eventText(200).min(1)).max(20),
});
export type IntakeQuestion = z.infer<typeof intakeQuestionSchema>;

/** One answer as it was given, with the question's text and kind at that moment (later edits do not change it). */
export const intakeAnswerSchema = z.object({
  questionId: z.uuid(),
  question: z.string(),
  kind: z.enum(intakeQuestionKinds),
  /** The text of a text question; null for a choice question. */
  text: z.string().nullable(),
  /** The chosen options of a choice question (their text); empty for a text question. */
  choices: z.array(z.string()),
});
export type IntakeAnswer = z.infer<typeof intakeAnswerSchema>;
export const intakeAnswersSchema = z.array(intakeAnswerSchema);

/** The coach saved the questionnaire: the whole list in her order; `version` counts the saves from 1. */
export const IntakeQuestionsSaved = eventSchema(
  'IntakeQuestionsSaved',
  z.object({ version: eventSerial(), questions: z.array(intakeQuestionSchema).max(30), savedAt: eventInstant() }),
);
export type IntakeQuestionsSaved = z.infer<typeof IntakeQuestionsSaved>;

/**
 * The client answered the questionnaire (first time or again, before her first session). `answers`
 * is the JSON of her answers (`intakeAnswersSchema`): personal data, one encrypted field (see
 * personal-data-policy.ts), so it is erased with her account.
 */
export const IntakeAnswered = eventSchema(
  'IntakeAnswered',
  z.object({ userId: eventUserId(), questionsVersion: eventSerial(), answers: eventText(200_000).min(2), answeredAt: eventInstant() }),
);
export type IntakeAnswered = z.infer<typeof IntakeAnswered>;

/** The reminder to answer went out for this session: once per client, whatever she books later. */
export const IntakeReminderSent = eventSchema('IntakeReminderSent', z.object({ userId: eventUserId(), consultationId: eventSerial(), sentAt: eventInstant() }));
export type IntakeReminderSent = z.infer<typeof IntakeReminderSent>;

export const intakeQuestionEventSchemas = [IntakeQuestionsSaved] as const;
export type IntakeQuestionEvent = z.infer<(typeof intakeQuestionEventSchemas)[number]>;

export const intakeAnswerEventSchemas = [IntakeAnswered, IntakeReminderSent] as const;
export type IntakeAnswerEvent = z.infer<(typeof intakeAnswerEventSchemas)[number]>;

export const intakeEventSchemas = [...intakeQuestionEventSchemas, ...intakeAnswerEventSchemas] as const;

/** The practice's one questionnaire. */
export const intakeQuestionsStreamId = 'intake-questions';
/** One client's answers and reminder: `intake-{userId}`, erased with her account. */
export const intakeStreamId = (userId: string) => `intake-${userId}`;
