import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigratedPglite } from '../../../../tests/support/migrated-database';
import type { Database } from '../../db/database';
import { createCalendarFeed } from './calendar-feed';

const appSecret = 'secret-secret-secret';
let db: Database;
beforeAll(async () => {
  db = await openMigratedPglite();
});
afterAll(() => db.close());

const feedOf = () => createCalendarFeed({ db, appSecret, publicUrl: 'https://coach.example', meetingLinkFor: async () => null });
const tokenIn = (url: string) => /\/api\/calendar-feed\/([\w-]+)\/$/.exec(url)?.[1] ?? '';
/** The address of calendar-feed.ts before the signed-token helper, as the fixture of the old format. */
const legacyToken = (nonce: string) => createHmac('sha256', appSecret).update(`calendar-feed:${nonce}`).digest('base64url');

describe('calendar feed address', () => {
  it('should accept the address the coach subscribed to before the helper, and the new one, until «Сменить ссылку»', async () => {
    const feed = feedOf();
    const url = await feed.url();
    const { rows } = await db.query<{ nonce: string }>('SELECT nonce FROM calendar_feed');
    const subscribed = legacyToken(rows[0]!.nonce);
    expect(tokenIn(url)).not.toBe(subscribed);
    expect(await feed.accepts(tokenIn(url))).toBe(true);
    expect(await feed.accepts(subscribed)).toBe(true);
    // One character changed (never to the one it already was: a signature ending in «A» made this flaky).
    expect(await feed.accepts(`${subscribed.slice(0, -1)}${subscribed.endsWith('A') ? 'B' : 'A'}`)).toBe(false);

    const rotated = await feed.rotate();
    expect(await feed.accepts(subscribed)).toBe(false);
    expect(await feed.accepts(tokenIn(url))).toBe(false);
    expect(await feed.accepts(tokenIn(rotated))).toBe(true);
    expect(await feedOf().url()).toBe(rotated);
  });
});
