import { describe, expect, it } from 'vitest';
import { nextAnnouncement, type MessageMark } from './announcement-plan';

const at = (time: string) => new Date(`2026-11-22T${time}:00.000Z`);
const fromClient = (number: number, time: string): MessageMark => ({ number, author: 'client', postedAt: at(time) });
const quiet = { readUpTo: 0, announced: { upTo: 0, at: null } };

describe('when the other side is told of new messages', () => {
  it('should gather five messages of one minute into the one mail of the first, a minute after it', () => {
    const burst = [fromClient(1, '10:00'), fromClient(2, '10:00'), fromClient(3, '10:00'), fromClient(4, '10:00'), fromClient(5, '10:00')].map((message, index) => ({
      ...message,
      postedAt: new Date(message.postedAt.getTime() + index * 10_000),
    }));
    const plans = burst.map((_, index) => nextAnnouncement(burst.slice(0, index + 1), 'coach', quiet));
    expect(new Set(plans.map((plan) => JSON.stringify(plan)))).toEqual(new Set([JSON.stringify({ from: 1, due: at('10:01') })]));
  });

  it('should hold what follows a mail until 15 minutes after it', () => {
    const messages = [fromClient(1, '10:00'), fromClient(2, '10:03'), fromClient(3, '10:05')];
    const told = { readUpTo: 0, announced: { upTo: 1, at: at('10:01') } };
    expect(nextAnnouncement(messages, 'coach', told)).toEqual({ from: 2, due: at('10:16') });
  });

  it('should tell a quiet thread again within a minute', () => {
    const messages = [fromClient(1, '10:00'), fromClient(2, '11:00')];
    expect(nextAnnouncement(messages, 'coach', { readUpTo: 0, announced: { upTo: 1, at: at('10:01') } })).toEqual({ from: 2, due: at('11:01') });
  });

  it('should tell nothing of what was read, nor of one’s own messages', () => {
    const messages = [fromClient(1, '10:00'), fromClient(2, '10:01'), { number: 3, author: 'coach' as const, postedAt: at('10:02') }];
    expect(nextAnnouncement(messages, 'coach', { readUpTo: 2, announced: { upTo: 0, at: null } })).toBeNull();
    expect(nextAnnouncement(messages, 'client', quiet)).toEqual({ from: 3, due: at('10:03') });
  });
});
