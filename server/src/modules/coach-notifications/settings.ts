import { aggregateStream, handleCommand } from '../../eventstore/command-handler';
import { eventTypesOf } from '../../eventstore/event-schema';
import type { Command, Decider, RequestMetadata } from '../../eventstore/decider';
import type { EventStore } from '../../eventstore/event-store';
import { coachNotificationEventSchemas, coachNotificationsStreamId, type CoachNotificationEvent } from './events';
import { defaultCoachNotificationSettings, noticeKinds, type CoachNotificationSettings } from './notice-kinds';

export type ChangeCoachNotifications = Command<'ChangeCoachNotifications', CoachNotificationSettings>;

const sameSettings = (a: CoachNotificationSettings, b: CoachNotificationSettings): boolean =>
  a.digest === b.digest && noticeKinds.every((kind) => a.kinds[kind] === b.kinds[kind]);

/** Her settings: the last change, or the defaults; a save that changes nothing records nothing. */
export const coachNotificationsDecider: Decider<ChangeCoachNotifications, CoachNotificationEvent, CoachNotificationSettings> = {
  eventTypes: eventTypesOf(coachNotificationEventSchemas),
  initialState: () => defaultCoachNotificationSettings,
  decide(command, state) {
    if (sameSettings(command.data, state)) return [];
    return [{ type: 'CoachNotificationsChanged', data: { previous: state, settings: command.data, changedAt: command.metadata.now.toISOString() } }];
  },
  evolve: (_state, event) => event.data.settings,
};

export type CoachNotificationSettingsStore = ReturnType<typeof createCoachNotificationSettings>;

/** The coach's notification settings, event-sourced in the one `coach-notifications` stream (tiny: folded on each read). */
export function createCoachNotificationSettings(deps: { store: EventStore }) {
  return {
    async current(): Promise<CoachNotificationSettings> {
      return (await aggregateStream(deps.store, coachNotificationsStreamId, coachNotificationsDecider)).state;
    },
    async change(settings: CoachNotificationSettings, metadata: RequestMetadata): Promise<CoachNotificationSettings> {
      return (await handleCommand(deps.store, coachNotificationsStreamId, coachNotificationsDecider, { type: 'ChangeCoachNotifications', data: settings, metadata })).state;
    },
  };
}
