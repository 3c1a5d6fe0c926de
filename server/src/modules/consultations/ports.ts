import type { components } from '../../generated/openapi';
import type { RequestMetadata } from '../../eventstore/decider';
import type { Catalog } from '../catalog/catalog';
import type { ConsentAtUse } from '../consents/consent-at-use';
import type { Users } from '../users/users';
import type { createCalendarFeed } from './calendar-feed';
import type { ConsultationView } from './consultation-queries';
import type { SessionNotices } from './session-notices';
import type { Waitlist } from './waitlist';

type RoomProviderKind = components['schemas']['RoomProvider'];

type FeedRooms = Parameters<typeof createCalendarFeed>[0];

/** The sessions' rooms (`modules/rooms`): each participant's link, and the provider the coach chose in «Расписание». */
export type SessionRooms = {
  meetingLinkFor(session: ConsultationView, participant: 'coach' | 'client'): Promise<string | null>;
  provider(): Promise<RoomProviderKind>;
  configuredProviders(): readonly RoomProviderKind[];
  /** Saves her choice, or answers why it cannot be chosen (nothing saved). */
  chooseProvider(provider: RoomProviderKind): Promise<string | undefined>;
};

/**
 * What the sessions ask of other modules (`createConsultationsModule` takes it), each a named port.
 * Its own file, so the handlers, the series and the coach's calendar take a `Pick` of it without
 * importing `module.ts`, which imports them.
 */
export type ConsultationsPorts = {
  users: Users;
  /** The consultation types: the length of the type a free day is asked for, the type a series is of. */
  catalog: Catalog;
  /** The sessions' video rooms (`modules/rooms`): every page, mail and feed takes its link from `meetingLinkFor`. */
  rooms: SessionRooms & { meetingLinkFor: FeedRooms['meetingLinkFor'] };
  /** Other modules following the sessions' notices (the rooms, the intake's reminders). */
  followingSessions: (notices: SessionNotices) => SessionNotices;
  /** The coach told when a client joins the waitlist (`modules/coach-notifications`). */
  announcingWaitlistJoins: (waitlist: Waitlist) => Waitlist;
  /** A session was given (marked held or a no-show): its prepayment settled (`purchases/session-settlements.ts`), the invitations that follow it. */
  sessionGiven: (consultationId: number, metadata: RequestMetadata) => Promise<void>;
  /** Kopecks left at `now` on the client's amount gift certificates, which pay her next bookings (`modules/gift-certificates`). */
  giftBalanceKopecks: (userId: string, now: Date) => Promise<number>;
  /** Her consents asked at use (`modules/consents`): the video rooms' service's, which her own booking asks while one is configured. */
  consentAtUse: ConsentAtUse;
  /** `BUSY_CALENDAR_ALLOW_LOCAL`: the coach's calendar may live on a local network (tests). */
  busyCalendarAllowLocal: boolean;
};
