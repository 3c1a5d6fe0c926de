import { aggregateStream, handleCommand } from '../../eventstore/command-handler';
import { eventTypesOf } from '../../eventstore/event-schema';
import type { Command, Decider, RequestMetadata } from '../../eventstore/decider';
import type { EventStore } from '../../eventstore/event-store';
import { workspaceSettingsEventSchemas, workspaceSettingsStreamId, type WorkspaceSettingsEvent } from './events';

export type WorkspaceSettings = { announcements: boolean };
export type ChangeWorkspaceSettings = Command<'ChangeWorkspaceSettings', WorkspaceSettings>;

/** Her choice: on until she turns it off; a save that changes nothing records nothing. */
export const workspaceSettingsDecider: Decider<ChangeWorkspaceSettings, WorkspaceSettingsEvent, WorkspaceSettings> = {
  eventTypes: eventTypesOf(workspaceSettingsEventSchemas),
  initialState: () => ({ announcements: true }),
  decide(command, state) {
    if (command.data.announcements === state.announcements) return [];
    return [{ type: 'WorkspaceAnnouncementsChanged', data: { announcements: command.data.announcements, changedAt: command.metadata.now.toISOString() } }];
  },
  evolve: (_state, event) => ({ announcements: event.data.announcements }),
};

export type WorkspaceSettingsStore = ReturnType<typeof createWorkspaceSettings>;

/** Whether the coach is mailed of her clients' messages, in the one `workspace-settings` stream (tiny: folded on each read). */
export function createWorkspaceSettings(deps: { store: EventStore }) {
  return {
    async current(): Promise<WorkspaceSettings> {
      return (await aggregateStream(deps.store, workspaceSettingsStreamId, workspaceSettingsDecider)).state;
    },
    async change(settings: WorkspaceSettings, metadata: RequestMetadata): Promise<WorkspaceSettings> {
      return (await handleCommand(deps.store, workspaceSettingsStreamId, workspaceSettingsDecider, { type: 'ChangeWorkspaceSettings', data: settings, metadata })).state;
    },
  };
}
