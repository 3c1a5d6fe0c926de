import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DateTime } from 'luxon';
import { afterAll, expect, it } from 'vitest';
import { ApiClient } from '../../support/api-client';
import { startAppProcess, type AppProcess } from '../../support/app-process';
import { readOutbox, waitForMail } from '../../support/outbox';
import { createScratchDatabase, realPostgresUrl } from '../../support/real-servers';
import { describeSideBySide } from '../../support/side-by-side';
import { registerAndSignIn, requestCode } from '../../support/sign-in';

/**
 * The real entry without Redis (jobs in process, kept in the application database), killed with
 * SIGKILL while a newsletter waits for its time and a purchase mail waits for its retry, then
 * started again on the same data: each mail arrives once, the newsletter not before its time. The
 * PGlite and the PostgreSQL runs wait for their newsletter's minute side by side.
 */

const postgresUrl = await realPostgresUrl();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const freeGuide = 1;

/** The first whole Moscow minute at least `leadMs` ahead, as the newsletter form takes it. */
function nextWholeMinute(leadMs: number) {
  const at = DateTime.fromMillis(Date.now() + leadMs, { zone: 'Europe/Moscow' }).startOf('minute').plus({ minutes: 1 });
  return { at: at.toJSDate(), form: { only_date: at.toFormat('yyyy-MM-dd'), only_time: at.toFormat('HH:mm') } };
}

function describeKillAndRestart(
  databaseName: string,
  databaseEnv: () => Promise<{ env: Record<string, string>; drop: () => Promise<void> }>,
  options: { skip?: boolean } = {},
) {
  describeSideBySide(`pending jobs across kill -9 and a start (${databaseName}, no Redis)`, () => {
    const started: AppProcess[] = [];
    const cleanups: Array<() => Promise<void>> = [];
    afterAll(async () => {
      await Promise.all(started.map((app) => app.dispose()));
      for (const cleanup of cleanups) await cleanup();
    });

    it('should mail a scheduled newsletter and a purchase mail awaiting its retry exactly once after the restart', async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'coach-restart-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const database = await databaseEnv();
      cleanups.push(database.drop);
      const outbox = path.join(dataDir, 'outbox');
      const env = { ...database.env, DATA_DIR: dataDir, ADMIN_EMAILS: 'coach@example.ru' };
      const start = async () => {
        const app = await startAppProcess(env);
        started.push(app);
        expect(app.logs.find((line) => line.serves)).toMatchObject({ jobs: 'in-process' });
        return app;
      };

      const first = await start();
      const coach = new ApiClient(first.baseUrl);
      await registerAndSignIn(coach, outbox, 'coach@example.ru');
      const olga = new ApiClient(first.baseUrl);
      await olga.get('/api/csrf');
      const { uuid, code } = await requestCode(olga, outbox, 'olga@example.ru', { registration: true, notification: true });
      expect((await olga.post('/api/token', { uuid, code })).status).toBe(200);

      // The outbox folder replaced by a file: no mail can be written, so the guide's mail fails and waits for its retry.
      await rename(outbox, `${outbox}-before`);
      await writeFile(outbox, 'not a folder');
      const guest = new ApiClient(first.baseUrl);
      await guest.get('/api/csrf');
      const taken = await guest.post('/api/buy/', { product: 'product', type: freeGuide, amount: 0, email: 'guest@example.ru', agreement: true });
      expect(taken.status, JSON.stringify(taken.body)).toBe(200);
      await first.waitForLog((line) => line.job === 'purchase-confirmation-mail' && line.msg === 'job failed, will retry');

      // Far enough ahead that the second process is up before it is due.
      const sendAt = nextWholeMinute(25_000);
      const created = await coach.post('/api/newsletter/', { name: 'Письмо после перезапуска', description: '<p>Привет!</p>', ...sendAt.form });
      expect(created.status, JSON.stringify(created.body)).toBe(201);

      first.signal('SIGKILL');
      expect((await first.exited).signal).toBe('SIGKILL');
      await rm(outbox);
      await rename(`${outbox}-before`, outbox);

      const second = await start();
      const startedAt = Date.now();
      expect(startedAt).toBeLessThan(sendAt.at.getTime());
      await waitForMail(outbox, (mail) => mail.to.includes('guest@example.ru') && mail.subject.startsWith('Ваш подарок'), 30_000);
      const newsletter = await waitForMail(outbox, (mail) => mail.subject === 'Письмо после перезапуска', sendAt.at.getTime() - Date.now() + 30_000);
      expect(Date.now()).toBeGreaterThanOrEqual(sendAt.at.getTime());
      expect(newsletter.to).toContain('olga@example.ru');
      expect(newsletter.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

      // Time for a duplicate to show up, were a job run twice.
      await sleep(3000);
      const mails = await readOutbox(outbox);
      expect(mails.filter((mail) => mail.to.includes('guest@example.ru')).map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Ваш подарок/)]);
      expect(mails.filter((mail) => mail.subject === 'Письмо после перезапуска').map((mail) => mail.to)).toEqual(['olga@example.ru']);
      expect(second.logs.filter((line) => line.level >= 50)).toEqual([]);
    }, 240_000);
  }, options);
}

describeKillAndRestart('PGlite', async () => ({ env: {}, drop: async () => {} }));

// Without a server, real-servers.ts has already printed the one line saying this part is skipped.
describeKillAndRestart(
  'PostgreSQL',
  async () => {
    const scratch = await createScratchDatabase(postgresUrl!);
    return { env: { DATABASE_URL: scratch.url }, drop: scratch.drop };
  },
  { skip: !postgresUrl },
);
