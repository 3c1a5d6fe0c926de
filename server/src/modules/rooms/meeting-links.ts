import type { Participant } from './jitsi-token';
import type { RoomProvider, RoomSession } from './room-provider';
import type { RoomProviderKind } from './room-settings';

/** Where a session's link comes from: nowhere, the room the coach gave it alone, or a provider. */
export type LinkSource = 'none' | 'own' | RoomProviderKind;

/**
 * The rule, pure: a cancelled session has no link; a session the coach gave a room of its own keeps
 * it; otherwise the chosen provider's room, the static link while that provider is not configured.
 * A provider's own room is only a confirmed (paid) session's: a hold awaiting payment has none.
 */
export function linkSourceOf(session: Pick<RoomSession, 'status' | 'ownRoom'>, chosen: RoomProviderKind, configured: readonly RoomProviderKind[]): LinkSource {
  if (session.status === 'cancelled') return 'none';
  if (session.ownRoom) return 'own';
  const provider = configured.includes(chosen) ? chosen : 'static';
  if (provider !== 'static' && session.status !== 'paid') return 'none';
  return provider;
}

export type MeetingLinkFor = (session: RoomSession, participant: Participant) => Promise<string | null>;

/** `meetingLinkFor`: the one place every page, mail and calendar file gets a session's link from. */
export function createMeetingLinks(deps: {
  providers: { [Kind in RoomProviderKind]?: RoomProvider } & { static: RoomProvider };
  chosen: () => Promise<RoomProviderKind>;
}): MeetingLinkFor {
  const configured = (Object.keys(deps.providers) as RoomProviderKind[]).filter((kind) => deps.providers[kind] !== undefined);
  return async (session, participant) => {
    const source = linkSourceOf(session, await deps.chosen(), configured);
    if (source === 'none') return null;
    if (source === 'own') return session.ownRoom;
    return (deps.providers[source] ?? deps.providers.static).linkFor(session, participant);
  };
}
