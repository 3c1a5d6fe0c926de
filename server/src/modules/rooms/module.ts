import type { SessionNotices } from '../consultations/session-notices';
import { jitsiRoomProvider } from './jitsi-provider';
import { telemostConferenceJob, telemostConferenceJobId } from './jobs/telemost-conference';
import { createMeetingLinks } from './meeting-links';
import { configuredProviders, providerProblem, type RoomProviderKind, type RoomSettings } from './room-settings';
import { createRoomStore } from './room-store';
import { staticRoomProvider } from './static-provider';
import { createTelemostConference } from './telemost-api';
import { telemostRoomProvider } from './telemost-provider';
import type { Infra } from '../../infra';

/** What the rooms ask of the configuration and the other modules. */
export type RoomsPorts = {
  settings: RoomSettings;
  /** The coach's one link from «Расписание» (the static provider, and the fallback). */
  staticLink: () => Promise<string | null>;
  /** Her name as the practice's details give it, shown in a Jitsi room. */
  coachName: () => Promise<string>;
  /** Yandex's API by default; tests reach a stand-in through `TELEMOST_API_URL`. */
  fetch?: typeof fetch;
};

/**
 * A video room per session, by the provider the coach chose in «Расписание»: the static link, her
 * own Jitsi Meet (a token per participant) or Yandex Telemost (a conference per session).
 */
export function createRoomsModule(infra: Pick<Infra, 'db' | 'jobs' | 'logger' | 'now'>, ports: RoomsPorts) {
  const deps = { ...infra, ...ports };
  const rooms = createRoomStore(deps.db);
  const configured = configuredProviders(deps.settings);
  const conferenceJob = telemostConferenceJob({
    ...deps,
    settings: deps.settings.telemost,
    rooms,
    createConference: (settings) => createTelemostConference(settings, deps.fetch),
  });
  const requestConference = (consultationId: number) => deps.jobs.enqueue(conferenceJob, { consultationId }, { jobId: telemostConferenceJobId(consultationId) });
  const { jitsi, telemost } = deps.settings;
  const meetingLinkFor = createMeetingLinks({
    providers: {
      static: staticRoomProvider(deps.staticLink),
      ...(jitsi ? { jitsi: jitsiRoomProvider({ settings: jitsi, rooms, coachName: deps.coachName, now: deps.now }) } : {}),
      ...(telemost ? { telemost: telemostRoomProvider({ rooms, requestConference }) } : {}),
    },
    chosen: () => rooms.chosenProvider(),
  });
  /** The provider in effect: her choice while it is configured, the static link otherwise. */
  const provider = async (): Promise<RoomProviderKind> => {
    const chosen = await rooms.chosenProvider();
    return configured.includes(chosen) ? chosen : 'static';
  };

  return {
    meetingLinkFor,
    provider,
    configuredProviders: () => configured,
    /** Saves her choice; a provider the server is not configured for is refused with the reason (nothing saved). */
    async chooseProvider(kind: RoomProviderKind): Promise<string | undefined> {
      const problem = providerProblem(kind, deps.settings);
      if (!problem) await rooms.chooseProvider(kind);
      return problem;
    },
    jobs: [conferenceJob],
    /** The session notices, also asking Telemost for the conference of each session confirmed while it is chosen. */
    followingSessions(notices: SessionNotices): SessionNotices {
      return {
        ...notices,
        async confirmed(session, withInvitation, now) {
          // Asked first, so the conference is often there by the time the invitation is written.
          if ((await provider()) === 'telemost') await requestConference(session.consultationId);
          await notices.confirmed(session, withInvitation, now);
        },
      };
    },
  };
}
