import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DateTime } from 'luxon';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { loginSessionPolicy } from '../../../server/src/modules/auth/login-sessions';
import { ApiClient } from '../../support/api-client';
import { startAppProcess, type AppProcess } from '../../support/app-process';
import { createScratchDatabase, realPostgresUrl } from '../../support/real-servers';
import { describeSideBySide } from '../../support/side-by-side';
import { registerAndSignIn } from '../../support/sign-in';

/**
 * The real entry on PostgreSQL (jobs in process, kept in the database) killed with SIGKILL at named
 * points of a series booking, then started again on the same data; the series check (due ten minutes
 * later, brought forward in the jobs table) ends every series all or none: every session booked and
 * its credit spent, or none booked and every credit back.
 *
 * The point is an append: a trigger on the events table makes the insert of the `nth` event of a
 * type wait on an advisory lock the test holds, so the process is stopped exactly there (everything
 * before it committed, nothing of it) and killed while it waits; its transaction is then ended too.
 * Only PostgreSQL lets the test reach into the app's database while it runs (PGlite is in-process).
 */

const postgresUrl = await realPostgresUrl();
const sessionsInSeries = 3;
const credits = 12;
/** The advisory lock key the held insert waits on. */
const gateLock = 4242;

type Session = { id: number; date: string };

/** Where a series booking is stopped: before the `nth` event of `type` is recorded. */
type KillPoint = { name: string; type: string; nth: number; ends: 'all' | 'none' };

const killPoints: KillPoint[] = [
  { name: 'every slot held and the check queued, before the first credit is spent', type: 'CreditSpent', nth: 1, ends: 'none' },
  { name: 'the first credit spent, before its session is booked', type: 'ConsultationBooked', nth: 1, ends: 'none' },
  { name: 'two sessions booked and the third credit spent, before its booking', type: 'ConsultationBooked', nth: sessionsInSeries, ends: 'none' },
  { name: 'every session booked, before the last slot is confirmed', type: 'SlotReservationConfirmed', nth: sessionsInSeries, ends: 'all' },
];

/** The trigger that holds the app at a kill point (`kill_gate` names it; none: every insert goes through). */
const gateSchema = `
  CREATE TABLE kill_gate (event_type text NOT NULL, nth bigint NOT NULL);
  CREATE SEQUENCE kill_gate_seen;
  CREATE FUNCTION kill_gate_wait() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    gate kill_gate;
  BEGIN
    SELECT * INTO gate FROM kill_gate LIMIT 1;
    IF FOUND AND NEW.type = gate.event_type THEN
      IF nextval('kill_gate_seen') = gate.nth THEN
        PERFORM pg_advisory_xact_lock(${gateLock});
      END IF;
    END IF;
    RETURN NEW;
  END $$;
  CREATE TRIGGER kill_gate BEFORE INSERT ON events FOR EACH ROW EXECUTE FUNCTION kill_gate_wait();
`;

/** The inserts waiting at the gate: the lock of `gateLock` (`$1`, the one-number form) asked for in this database and not granted. */
const gateWaiters = `locktype = 'advisory' AND objid = $1 AND objsubid = 1 AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`;

/** The series' first date: `daysAhead` Moscow days from now at 10:00 Moscow, the default plan's one time. */
const seriesStart = (daysAhead: number) => DateTime.now().setZone('Europe/Moscow').startOf('day').plus({ days: daysAhead, hours: 10 }).toUTC();

describeSideBySide('a series booking across kill -9 and a start (PostgreSQL, no Redis)', () => {
  const started: AppProcess[] = [];
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    await Promise.all(started.map((app) => app.dispose()));
    // Last in, first out: the test's connection ends before its database is dropped.
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('should end a series all or none whichever step the process died at', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'coach-series-kill-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const scratch = await createScratchDatabase(postgresUrl!);
    cleanups.push(scratch.drop);
    const database = new pg.Client({ connectionString: scratch.url });
    await database.connect();
    cleanups.push(() => database.end());
    const outbox = path.join(dataDir, 'outbox');
    const env = { DATABASE_URL: scratch.url, DATA_DIR: dataDir, ADMIN_EMAILS: 'coach@example.ru' };
    const start = async () => {
      const app = await startAppProcess(env);
      started.push(app);
      expect(app.logs.find((line) => line.serves)).toMatchObject({ jobs: 'in-process' });
      return app;
    };
    /** The same signed-in client against the restarted process (its session is kept in the database). */
    const carried = (client: ApiClient, app: AppProcess) => {
      const next = new ApiClient(app.baseUrl);
      for (const name of [loginSessionPolicy.cookieName, 'csrftoken']) next.setCookie(name, client.cookie(name) ?? '');
      return next;
    };

    let app = await start();
    const coach = new ApiClient(app.baseUrl);
    await registerAndSignIn(coach, outbox, 'coach@example.ru');
    let anna = new ApiClient(app.baseUrl);
    const annaId = (await registerAndSignIn(anna, outbox, 'anna@example.ru')).id;
    const granted = await coach.post(`/api/admin/clients/${annaId}/credits/`, { change: 'grant', count: credits, reason: 'Пакет, оплаченный переводом' });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    await database.query(gateSchema);

    let balanceBefore = credits;
    for (const [index, point] of killPoints.entries()) {
      const first = seriesStart(2 + index);
      const dates = Array.from({ length: sessionsInSeries }, (_, week) => first.plus({ weeks: week }).toISO());

      // 1. The gate at the point, the lock it waits on held, and the series asked for.
      await database.query(`ALTER SEQUENCE kill_gate_seen RESTART`);
      await database.query(`INSERT INTO kill_gate VALUES ($1, $2)`, [point.type, point.nth]);
      await database.query(`SELECT pg_advisory_lock(${gateLock})`);
      const asked = anna
        .post('/api/consultation/series/', { type: 1, date: first.toFormat('yyyy-MM-dd HH:mm'), every_weeks: 1, count: sessionsInSeries })
        .then((answer) => `answered ${answer.status}: ${JSON.stringify(answer.body)}`, () => 'no answer');

      // 2. The process waits at the point: killed there, and its waiting transaction ended with it.
      const waiting = async () => (await database.query<{ pid: number }>(`SELECT pid FROM pg_locks WHERE ${gateWaiters}`, [gateLock])).rows.map((row) => row.pid);
      await expect.poll(waiting, { timeout: 60_000, interval: 100, message: `${point.name}: the process never reached the point` }).toHaveLength(1);
      app.signal('SIGKILL');
      expect((await app.exited).signal).toBe('SIGKILL');
      expect(await asked).toBe('no answer');
      await database.query(`SELECT pg_terminate_backend(pid) FROM pg_locks WHERE ${gateWaiters}`, [gateLock]);
      await expect.poll(waiting, { timeout: 30_000 }).toEqual([]);
      await database.query(`DELETE FROM kill_gate`);
      await database.query(`SELECT pg_advisory_unlock(${gateLock})`);

      // 3. Started again, with the series' check (queued for ten minutes later) due now.
      app = await start();
      const moved = await database.query(`UPDATE jobs SET run_at = now() WHERE name = 'series-check' AND state = 'waiting'`);
      expect(moved.rowCount, point.name).toBe(1);
      await expect
        .poll(async () => (await database.query<{ state: string }>(`SELECT state FROM jobs WHERE name = 'series-check' AND state <> 'completed'`)).rows, { timeout: 90_000, interval: 500 })
        .toEqual([]);

      // 4. All or none.
      anna = carried(anna, app);
      const booked = async () =>
        (await anna.get<Session[]>('/api/consultation/', { start: first.minus({ days: 1 }).toFormat('yyyy-MM-dd HH:mm'), end: first.plus({ weeks: sessionsInSeries }).toFormat('yyyy-MM-dd HH:mm') })).body
          .map((session) => new Date(session.date).toISOString())
          .filter((date) => dates.includes(date));
      const balance = async () => (await anna.get<{ balance: number }>('/api/consultation-credits/')).body.balance;
      const expected = point.ends === 'all' ? { booked: dates, balance: balanceBefore - sessionsInSeries } : { booked: [], balance: balanceBefore };
      await expect.poll(async () => ({ booked: await booked(), balance: await balance() }), { timeout: 30_000, message: point.name }).toEqual(expected);
      balanceBefore = expected.balance;
    }
    expect(app.logs.filter((line) => line.level >= 50)).toEqual([]);
  }, 600_000);
}, { skip: !postgresUrl });
