import { createCoachNoticeFollower } from './follower';
import { coachNotificationHandlers } from './handlers';
import { coachNoticeMailJobs, noticeJobId } from './jobs/coach-notice-mails';
import { createNoticeFacts } from './notice-facts';
import { createCoachNoticeStore } from './notice-store';
import { createCoachNotificationSettings } from './settings';
import { mailJobInfra, type Infra } from '../../infra';

export type CoachNotificationsPorts = {
  /** The coach's address from the practice's details. */
  coachAddress: () => Promise<string>;
  /** Her IANA time zone; Moscow's until she has one. */
  coachZone: () => Promise<string>;
};

/**
 * The coach told by mail of what happens in her practice: a follower of the recorded events (the
 * other modules do not call it), the notices' jobs and the «Уведомления» settings of «Практика».
 */
export function createCoachNotificationsModule(infra: Pick<Infra, 'coach' | 'db' | 'jobs' | 'logger' | 'mailerFor' | 'now' | 'publicUrl' | 'readModelsAt' | 'store'>, ports: CoachNotificationsPorts) {
  const deps = { ...mailJobInfra(infra, 'coach-notice-mail'), ...ports };
  const settings = createCoachNotificationSettings({ store: deps.store });
  const notices = createCoachNoticeStore(deps.db);
  const mails = coachNoticeMailJobs({ ...deps, notices, factsOf: createNoticeFacts(deps.db), settings: () => settings.current() });
  const enqueue = (noticeId: string) => deps.jobs.enqueue(mails.notice, { noticeId }, { jobId: noticeJobId(noticeId) });
  const follower = createCoachNoticeFollower(infra, notices, enqueue);
  return {
    jobs: [mails.notice, mails.digest],
    handlers: coachNotificationHandlers({ settings, coachAddress: deps.coachAddress }),
    /**
     * The waitlist with its joins told to the coach: a join is a row, not an event, so it is the one
     * notice recorded as it happens (once per client and day, like the row).
     */
    announcingWaitlistJoins<Waitlist extends { join(userId: string, day: string, at: Date): Promise<void> }>(waitlist: Waitlist): Waitlist {
      return {
        ...waitlist,
        async join(userId: string, day: string, at: Date) {
          await waitlist.join(userId, day, at);
          const id = `waitlist-${day}-${userId}`;
          await notices.record({ id, subject: { about: 'waitlist', userId, day }, occurredAt: at });
          await enqueue(id);
        },
      };
    },
    /** Starts following the events (with the workers: the notices become jobs). */
    startFollowing: () => follower.start(),
    stopFollowing: () => follower.stop(),
  };
}
