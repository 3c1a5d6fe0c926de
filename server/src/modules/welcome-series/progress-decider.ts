import { unknownCase, type Command, type Decider } from '../../eventstore/decider';
import { eventTypesOf } from '../../eventstore/event-schema';
import { welcomeProgressEventSchemas, type WelcomeProgressEvent, type WelcomeSeriesTrigger } from './events';

export type StartWelcomeSeries = Command<'StartWelcomeSeries', { recipientId: string; trigger: WelcomeSeriesTrigger; purchaseId: string }>;
export type ClaimWelcomeLetter = Command<'ClaimWelcomeLetter', { recipientId: string; letterId: string }>;
export type ReleaseWelcomeLetter = Command<'ReleaseWelcomeLetter', { recipientId: string; letterId: string }>;
export type RecordWelcomeLetterSent = Command<'RecordWelcomeLetterSent', { recipientId: string; letterId: string; subject: string }>;
/** `trigger`: which series, recorded on the event for all but the guide's (whose events never named it). */
export type StopWelcomeSeries = Command<'StopWelcomeSeries', { recipientId: string; trigger?: WelcomeSeriesTrigger; reason: 'purchase' | 'unsubscribe' }>;
export type WelcomeProgressCommand = StartWelcomeSeries | ClaimWelcomeLetter | ReleaseWelcomeLetter | RecordWelcomeLetterSent | StopWelcomeSeries;

/** One person's way through the series: whether it runs, which letters are claimed, which went out. */
export type WelcomeProgressState = {
  status: 'none' | 'running' | 'stopped';
  startedAt: string | null;
  /** Letters claimed and not given back (sent ones included). */
  claimed: readonly string[];
  sent: ReadonlyArray<{ letterId: string; subject: string; sentAt: string }>;
};

/**
 * A person's way through one welcome series (`welcomeProgressStreamId`): started once (taking the guide again does
 * not start it over), each letter claimed once before it is mailed and recorded after, so a retry
 * or a restart never mails it twice; a stop (a purchase or her unsubscribe) ends it for good.
 */
export const progressDecider: Decider<WelcomeProgressCommand, WelcomeProgressEvent, WelcomeProgressState> = {
  eventTypes: eventTypesOf(welcomeProgressEventSchemas),
  initialState: () => ({ status: 'none', startedAt: null, claimed: [], sent: [] }),
  decide(command, state) {
    const at = command.metadata.now.toISOString();
    switch (command.type) {
      case 'StartWelcomeSeries': {
        if (state.status !== 'none') return [];
        const { recipientId, trigger, purchaseId } = command.data;
        return [{ type: 'WelcomeSeriesStarted', data: { recipientId, trigger, purchaseId, startedAt: at } }];
      }
      case 'ClaimWelcomeLetter': {
        const { recipientId, letterId } = command.data;
        if (state.status !== 'running' || state.claimed.includes(letterId)) return [];
        return [{ type: 'WelcomeLetterClaimed', data: { recipientId, letterId, claimedAt: at } }];
      }
      case 'ReleaseWelcomeLetter': {
        const { recipientId, letterId } = command.data;
        if (!state.claimed.includes(letterId) || state.sent.some((sent) => sent.letterId === letterId)) return [];
        return [{ type: 'WelcomeLetterReleased', data: { recipientId, letterId, releasedAt: at } }];
      }
      case 'RecordWelcomeLetterSent': {
        const { recipientId, letterId, subject } = command.data;
        if (!state.claimed.includes(letterId) || state.sent.some((sent) => sent.letterId === letterId)) return [];
        return [{ type: 'WelcomeLetterSent', data: { recipientId, letterId, subject, sentAt: at } }];
      }
      case 'StopWelcomeSeries': {
        if (state.status !== 'running') return [];
        const { recipientId, trigger, reason } = command.data;
        return [{ type: 'WelcomeSeriesStopped', data: { recipientId, ...(trigger === undefined || trigger === 'guide' ? {} : { trigger }), reason, stoppedAt: at } }];
      }
      default:
        throw unknownCase('command', command);
    }
  },
  evolve: (state, event) => {
    switch (event.type) {
      case 'WelcomeSeriesStarted':
        return { ...state, status: 'running', startedAt: event.data.startedAt };
      case 'WelcomeLetterClaimed':
        return { ...state, claimed: [...state.claimed, event.data.letterId] };
      case 'WelcomeLetterReleased':
        return { ...state, claimed: state.claimed.filter((letterId) => letterId !== event.data.letterId) };
      case 'WelcomeLetterSent':
        return { ...state, sent: [...state.sent, { letterId: event.data.letterId, subject: event.data.subject, sentAt: event.data.sentAt }] };
      case 'WelcomeSeriesStopped':
        return { ...state, status: 'stopped' };
      default:
        throw unknownCase('event', event);
    }
  },
};
