import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { guestSubscribersProjection } from '../../../../projections/guest-subscribers';
import { usersProjection } from '../../../../projections/users';
import { openMigratedPglite } from '../../../../tests/support/migrated-database';
import type { Database, Queryable, Row } from '../../db/database';
import { createNewsletters } from './newsletters';

const now = () => new Date('2026-12-02T10:00:00Z');

/** The database as the newsletters see it, counting every statement sent to it (in a transaction or not). */
function countingStatements(db: Database): { db: Database; statements: () => number } {
  let statements = 0;
  const countedQuery =
    (target: Queryable) =>
    <T extends Row>(sql: string, params?: readonly unknown[]) => {
      statements++;
      return target.query<T>(sql, params);
    };
  const wrapped: Database = {
    kind: db.kind,
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
    snapshot: (inspect) => db.snapshot(inspect),
    query: countedQuery(db),
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: countedQuery(tx),
          exec: (sql) => {
            statements++;
            return tx.exec(sql);
          },
        }),
      ),
  };
  return { db: wrapped, statements: () => statements };
}

describe('freezing a newsletter’s recipients', () => {
  let db: Database;

  beforeEach(async () => {
    db = await openMigratedPglite();
    await db.exec(usersProjection.schema);
    await db.exec(guestSubscribersProjection.schema);
  });
  afterEach(async () => {
    await db.close();
  });

  /** `count` consenting clients, and around them everyone who must not be frozen. */
  async function seedSubscribers(count: number): Promise<void> {
    await db.query(
      `INSERT INTO users (id, email, registered_at, advertising_consent)
       SELECT 'client-' || lpad(n::text, 5, '0'), 'client' || n || '@example.ru', $1, true FROM generate_series(1, $2::int) AS n`,
      [now(), count],
    );
    await db.query(
      `INSERT INTO users (id, email, registered_at, advertising_consent, deleted_at) VALUES
         ('declined', 'declined@example.ru', $1, false, NULL),
         ('erased', NULL, $1, false, $1)`,
      [now()],
    );
    await db.query(
      `INSERT INTO guest_subscribers (email, purchase_id, subscribed, changed_at) VALUES
         ('olga@example.ru', 'p-olga', true, $1),
         ('gone@example.ru', 'p-gone', false, $1),
         ('client1@example.ru', 'p-registered-later', true, $1)`,
      [now()],
    );
  }

  const frozen = async (newsletterId: number) =>
    (
      await db.query<{ user_id: string; email: string; status: string }>(
        `SELECT user_id, email, status FROM newsletter_deliveries WHERE newsletter_id = $1 ORDER BY user_id`,
        [newsletterId],
      )
    ).rows;

  /** Freezes a newsletter to `count` clients and says how many statements it took. */
  async function statementsToFreeze(count: number): Promise<number> {
    await seedSubscribers(count);
    const counting = countingStatements(db);
    const newsletter = await createNewsletters(db).create({ name: 'Декабрь', description: '<p>Новости</p>', at: now(), image: { kind: 'keep' }, advertisement: null }, now());
    const before = counting.statements();
    expect(await createNewsletters(counting.db).startSending(newsletter.id, newsletter.version)).toBe(true);
    expect(await frozen(newsletter.id)).toHaveLength(count + 1);
    return counting.statements() - before;
  }

  it('should freeze the subscribers, and only them, exactly once, whoever retries', async () => {
    await seedSubscribers(3);
    const newsletters = createNewsletters(db);
    const newsletter = await newsletters.create({ name: 'Декабрь', description: '<p>Новости</p>', at: now(), image: { kind: 'keep' }, advertisement: null }, now());

    expect(await newsletters.startSending(newsletter.id, newsletter.version + 1)).toBe(false);
    expect(await frozen(newsletter.id)).toEqual([]);

    expect(await newsletters.startSending(newsletter.id, newsletter.version)).toBe(true);
    // Not the client who declined, nor the erased account, nor the guest who withdrew, nor the guest who registered since (her account decides).
    const expected = [
      { user_id: 'client-00001', email: 'client1@example.ru', status: 'pending' },
      { user_id: 'client-00002', email: 'client2@example.ru', status: 'pending' },
      { user_id: 'client-00003', email: 'client3@example.ru', status: 'pending' },
      { user_id: 'guest:p-olga', email: 'olga@example.ru', status: 'pending' },
    ];
    expect(await frozen(newsletter.id)).toEqual(expected);

    // A retried or resumed job finds the recipients frozen: one who consented since is not added.
    await db.query(`UPDATE users SET advertising_consent = true WHERE id = 'declined'`);
    expect(await newsletters.startSending(newsletter.id, newsletter.version)).toBe(true);
    expect(await frozen(newsletter.id)).toEqual(expected);
    expect((await newsletters.byId(newsletter.id))?.status).toBe('sending');
  });

  it('should take as many statements for 300 subscribers as for 3 (one INSERT … SELECT, not one INSERT each)', async () => {
    const few = await statementsToFreeze(3);
    await db.close();
    db = await openMigratedPglite();
    await db.exec(usersProjection.schema);
    await db.exec(guestSubscribersProjection.schema);
    const many = await statementsToFreeze(300);
    expect(many).toBe(few);
    expect(few).toBeLessThanOrEqual(5);
  });
});
