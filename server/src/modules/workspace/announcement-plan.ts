import type { WorkspaceSide } from './events';

/** The first message of a quiet thread waits this long for the ones that follow it. */
export const firstAnnouncementDelayMs = 60_000;
/** Mails to one side of a thread are at least this far apart: what comes meanwhile waits for the next. */
export const announcementGapMs = 15 * 60_000;

export type MessageMark = { number: number; author: WorkspaceSide; postedAt: Date };

export type AnnouncementState = {
  /** The last message `to` has read. */
  readUpTo: number;
  /** The last message `to` was told of, and when that mail went. */
  announced: { upTo: number; at: Date | null };
};

export const otherSide = (side: WorkspaceSide): WorkspaceSide => (side === 'client' ? 'coach' : 'client');

/** The other side's messages that `to` has neither read nor been told of, oldest first. */
export const unannounced = (messages: readonly MessageMark[], to: WorkspaceSide, state: AnnouncementState): MessageMark[] =>
  messages.filter((message) => message.author !== to && message.number > Math.max(state.readUpTo, state.announced.upTo));

/**
 * The next mail telling `to` of new messages: named by the first message it tells of (so every
 * message of the same wait names the same mail), leaving a minute after that message, and never
 * within 15 minutes of the mail before. None when nothing waits.
 */
export function nextAnnouncement(messages: readonly MessageMark[], to: WorkspaceSide, state: AnnouncementState): { from: number; due: Date } | null {
  const first = unannounced(messages, to, state)[0];
  if (!first) return null;
  const afterFirst = first.postedAt.getTime() + firstAnnouncementDelayMs;
  const afterLast = state.announced.at ? state.announced.at.getTime() + announcementGapMs : 0;
  return { from: first.number, due: new Date(Math.max(afterFirst, afterLast)) };
}
