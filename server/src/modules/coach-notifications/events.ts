import { z } from 'zod';
import { eventInstant, eventSchema } from '../../eventstore/event-schema';
import { coachNotificationSettingsSchema } from './notice-kinds';

/** The coach changed which events she is told of by mail, and how (one mail each, or a morning digest). */
export const CoachNotificationsChanged = eventSchema(
  'CoachNotificationsChanged',
  z.object({ previous: coachNotificationSettingsSchema, settings: coachNotificationSettingsSchema, changedAt: eventInstant() }),
);
export type CoachNotificationsChanged = z.infer<typeof CoachNotificationsChanged>;

export const coachNotificationEventSchemas = [CoachNotificationsChanged] as const;
export type CoachNotificationEvent = z.infer<(typeof coachNotificationEventSchemas)[number]>;

export const coachNotificationsStreamId = 'coach-notifications';
