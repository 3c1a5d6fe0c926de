import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { ApiClient } from '../../support/api-client';
import { startAppProcess, type AppProcess } from '../../support/app-process';
import { readOutbox, waitForMail } from '../../support/outbox';
import { createScratchDatabase, realPostgresUrl } from '../../support/real-servers';
import { describeSideBySide } from '../../support/side-by-side';
import { registerAndSignIn, requestCode } from '../../support/sign-in';

/**
 * The real entry without Redis (jobs in process, kept in the application database), killed with
 * SIGKILL while the first letter of the welcome series waits for its retry (its mail could not be
 * written), then started again on the same data: the letter arrives exactly once, and the later
 * letters stay planned.
 */

const postgresUrl = await realPostgresUrl();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const subjects = ['Добро пожаловать', 'Второй шаг', 'Третий шаг'];

function describeKillAndRestart(
  databaseName: string,
  databaseEnv: () => Promise<{ env: Record<string, string>; drop: () => Promise<void> }>,
  options: { skip?: boolean } = {},
) {
  describeSideBySide(`the welcome series across kill -9 and a start (${databaseName}, no Redis)`, () => {
    const started: AppProcess[] = [];
    const cleanups: Array<() => Promise<void>> = [];
    afterAll(async () => {
      await Promise.all(started.map((app) => app.dispose()));
      for (const cleanup of cleanups) await cleanup();
    });

    it('should mail the first letter exactly once after the restart when the process died while it waited for its retry', async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'coach-welcome-kill-'));
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
      const seen = new Set<string>();
      await registerAndSignIn(coach, outbox, 'coach@example.ru', seen);
      const saved = await coach.request('PUT', '/api/admin/welcome-series/', {
        body: { enabled: true, stop_on_purchase: true, letters: subjects.map((subject, index) => ({ subject, html: `<p>Письмо ${index + 1}</p>`, delay_days: [0, 2, 5][index] })) },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);

      // The outbox folder replaced by a file: no mail can be written, so the first letter fails and waits for its retry.
      await rename(outbox, `${outbox}-before`);
      await writeFile(outbox, 'not a folder');
      const guest = new ApiClient(first.baseUrl);
      await guest.get('/api/csrf');
      const taken = await guest.post('/api/buy/', { product: 'product', type: 1, amount: 0, email: 'anna@example.ru', agreement: true, notification: true });
      expect(taken.status, JSON.stringify(taken.body)).toBe(200);
      await first.waitForLog((line) => line.job === 'welcome-letter-mail' && line.msg === 'job failed, will retry');

      first.signal('SIGKILL');
      expect((await first.exited).signal).toBe('SIGKILL');
      await rm(outbox);
      await rename(`${outbox}-before`, outbox);

      const second = await start();
      const letter = await waitForMail(outbox, (mail) => mail.to.includes('anna@example.ru') && mail.subject === subjects[0], 60_000);
      expect(letter.text).toMatch(/потому что скачали гид «.+»/);
      // Time for a duplicate to show up, were the letter mailed twice.
      await sleep(3000);
      const annas = (await readOutbox(outbox)).filter((mail) => mail.to.includes('anna@example.ru') && subjects.includes(mail.subject));
      expect(annas.map((mail) => mail.subject)).toEqual([subjects[0]]);
      const coachAgain = new ApiClient(second.baseUrl);
      await coachAgain.get('/api/csrf');
      const { uuid, code } = await requestCode(coachAgain, outbox, 'coach@example.ru', { seen });
      expect((await coachAgain.post('/api/token', { uuid, code })).status).toBe(200);
      const series = await coachAgain.get<{ letters: Array<{ sent: number }> }>('/api/admin/welcome-series/');
      expect(series.body.letters.map((item) => item.sent)).toEqual([1, 0, 0]);
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
