import { describe, expect, it } from 'vitest';
import { linkSourceOf } from './meeting-links';

const paid = { status: 'paid' as const, ownRoom: null };
const all = ['static', 'jitsi', 'telemost'] as const;

describe('where a session’s link comes from', () => {
  it('should give the chosen provider’s room to a confirmed session', () => {
    expect(linkSourceOf(paid, 'jitsi', all)).toBe('jitsi');
    expect(linkSourceOf(paid, 'telemost', all)).toBe('telemost');
    expect(linkSourceOf(paid, 'static', all)).toBe('static');
  });

  it('should give a cancelled session no link at all, even one of its own', () => {
    expect(linkSourceOf({ status: 'cancelled', ownRoom: 'https://zoom.us/j/1' }, 'jitsi', all)).toBe('none');
    expect(linkSourceOf({ status: 'cancelled', ownRoom: null }, 'static', all)).toBe('none');
  });

  it('should keep the room the coach gave one session over any provider', () => {
    expect(linkSourceOf({ status: 'paid', ownRoom: 'https://zoom.us/j/1' }, 'jitsi', all)).toBe('own');
  });

  it('should open no provider room for a session still awaiting payment, though the static link shows as before', () => {
    expect(linkSourceOf({ status: 'booked', ownRoom: null }, 'jitsi', all)).toBe('none');
    expect(linkSourceOf({ status: 'booked', ownRoom: null }, 'static', all)).toBe('static');
  });

  it('should fall back to the static link while the chosen provider is not configured', () => {
    expect(linkSourceOf(paid, 'telemost', ['static', 'jitsi'])).toBe('static');
  });
});
