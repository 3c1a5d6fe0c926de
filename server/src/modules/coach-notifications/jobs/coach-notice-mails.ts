import { DateTime } from 'luxon';
import { z } from 'zod';
import { defineJob } from '../../../adapters/queue/job-queue';
import { coachDigestMail, coachNoticeMail } from '../mails';
import type { NoticeFacts, NoticeFactsOf } from '../notice-facts';
import { digestHour, type CoachNotificationSettings } from '../notice-kinds';
import type { CoachNoticeStore } from '../notice-store';
import { noticeKindOf } from '../notices';
import type { Infra, MailJobInfra } from '../../../infra';

export const coachNoticeMailPayload = z.object({ noticeId: z.string().min(1).max(100) });
export type CoachNoticeMailPayload = z.infer<typeof coachNoticeMailPayload>;

/** The digest of one morning: the coach's local date it goes out on. */
export const coachDigestMailPayload = z.object({ day: z.iso.date() });
export type CoachDigestMailPayload = z.infer<typeof coachDigestMailPayload>;

/** The one job of a notice: its id is the notice's, so a notice read twice is mailed once. */
export const noticeJobId = (noticeId: string) => `coach-notice-${noticeId}`;

/** The next digest hour on the coach's clock after `now`: when the digest goes out, and the day it is named by. */
export function nextDigest(now: Date, zone: string): { day: string; at: Date } {
  const local = DateTime.fromJSDate(now, { zone });
  const today = local.set({ hour: digestHour, minute: 0, second: 0, millisecond: 0 });
  const at = today > local ? today : today.plus({ days: 1 });
  return { day: at.toISODate() ?? '', at: at.toJSDate() };
}

/**
 * The notices' two jobs: one per notice (mailed at once, dropped when its kind is switched off,
 * or handed to the morning's digest), and the digest itself, one per morning.
 */
export function coachNoticeMailJobs(
  deps: MailJobInfra & Pick<Infra, 'logger' | 'jobs'> & {
    notices: CoachNoticeStore;
    factsOf: NoticeFactsOf;
    settings: () => Promise<CoachNotificationSettings>;
    /** The coach's address from the practice's details, read when each mail is sent. */
    coachAddress: () => Promise<string>;
    /** Her IANA time zone (Moscow's until she has one): her mails' dates and the digest's hour. */
    coachZone: () => Promise<string>;
  },
) {
  /** The notice's facts when its kind is on and the read models still hold it; undefined otherwise (dropped). */
  async function tellable(subject: Parameters<NoticeFactsOf>[0], settings: CoachNotificationSettings): Promise<NoticeFacts | undefined> {
    if (!settings.kinds[noticeKindOf(subject)]) return undefined;
    return deps.factsOf(subject);
  }

  const mailInput = async () => ({ publicUrl: deps.publicUrl, coach: await deps.coach(), zone: await deps.coachZone() });

  const digest = defineJob('coach-digest-mail', coachDigestMailPayload, { attempts: 8, backoffMs: 5000 }, async ({ day }, { now }) => {
    const settings = await deps.settings();
    const told: Array<{ id: string; facts: NoticeFacts }> = [];
    const dropped: string[] = [];
    for (const notice of await deps.notices.forDigest()) {
      const facts = await tellable(notice.subject, settings);
      if (facts) told.push({ id: notice.id, facts });
      else dropped.push(notice.id);
    }
    await deps.notices.settle(dropped, 'dropped', now);
    if (told.length === 0) return;
    await deps.mailer.send({ to: await deps.coachAddress(), ...coachDigestMail(told.map((item) => item.facts), day, await mailInput()) });
    await deps.notices.settle(told.map((item) => item.id), 'mailed', now);
    deps.logger.info({ day, notices: told.length, dropped: dropped.length }, 'coach digest mailed');
  });

  const notice = defineJob('coach-notice-mail', coachNoticeMailPayload, { attempts: 8, backoffMs: 5000 }, async ({ noticeId }, { now }) => {
    const pending = await deps.notices.pending(noticeId);
    if (!pending) return;
    const settings = await deps.settings();
    if (settings.kinds[noticeKindOf(pending.subject)] && settings.digest) {
      const next = nextDigest(now, await deps.coachZone());
      // Queued before the notice joins the digest, so a failure here leaves it pending for the retry.
      await deps.jobs.enqueue(digest, { day: next.day }, { jobId: `coach-digest-${next.day}`, delayMs: Math.max(0, next.at.getTime() - now.getTime()) });
      await deps.notices.settle([noticeId], 'digest', now);
      return;
    }
    const facts = await tellable(pending.subject, settings);
    if (!facts) {
      deps.logger.info({ noticeId, kind: noticeKindOf(pending.subject) }, 'coach notice dropped: its kind is switched off, or nothing is left to tell');
      await deps.notices.settle([noticeId], 'dropped', now);
      return;
    }
    await deps.mailer.send({ to: await deps.coachAddress(), ...coachNoticeMail(facts, await mailInput()) });
    await deps.notices.settle([noticeId], 'mailed', now);
  });

  return { notice, digest };
}
