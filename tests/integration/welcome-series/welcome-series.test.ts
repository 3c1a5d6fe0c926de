import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/src/db/database';
import { openPostgresDatabase } from '../../../server/src/db/postgres-database';
import { welcomeProgressStreamId } from '../../../server/src/modules/welcome-series/events';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { readOutbox, waitForMail, type OutboxMail } from '../../support/outbox';
import { createScratchDatabase, realPostgresUrl } from '../../support/real-servers';
import { registerAndSignIn, requestCode } from '../../support/sign-in';
import { startTestApp, type TestApp } from '../../support/test-app';
import { scenarioStores } from '../../support/test-lane';
import { openAppDatabase } from '../../support/migrated-database';

type Letter = { id: string; subject: string; html: string; delay_days: number; sent: number };
type Series = { version: number; enabled: boolean; stop_on_purchase: boolean; guide_name: string; letters: Letter[] };
type Item = { id: number; send: boolean };

const day = 24 * 3_600_000;
const subjects = ['Добро пожаловать', 'Второй шаг', 'Третий шаг'];
const postgresUrl = await realPostgresUrl();

/**
 * The welcome series after the free guide, on PGlite and on PostgreSQL, with jobs in process (kept
 * in the database) following a test clock: three letters on days 0, 2 and 5; the app is stopped
 * and started again on the same database in the middle, while letter 3's day passes.
 */
for (const store of scenarioStores('pglite', 'postgresql')) {
  describe.skipIf(store === 'postgresql' && !postgresUrl)(`the welcome series after the free guide (${store})`, () => {
    const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
    const seen = new Set<string>();
    /** The mails of the apps already stopped (each app's outbox goes with its data folder). */
    const earlierMails: OutboxMail[] = [];
    const cleanups: Array<() => Promise<void>> = [];
    let database: Database;
    let app: TestApp;
    let coach: ApiClient;
    let olgaId: string;
    let olga: ApiClient;

    const start = async () => {
      app = await startTestApp({ backend: 'embedded', database, now: clock.now, jobsFollowNow: true, adminEmails: ['coach@example.ru'] });
      coach = app.client();
      await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru', seen);
    };
    const allMails = async () => [...earlierMails, ...(await readOutbox(app.outboxDir))];
    const seriesMailsTo = async (address: string) => (await allMails()).filter((mail) => mail.to.includes(address) && subjects.includes(mail.subject));
    const waitForLetter = (address: string, subject: string) => waitForMail(app.outboxDir, (mail) => mail.to.includes(address) && mail.subject === subject, 15_000);
    const pendingLetters = async (states: string[]) =>
      (await app.services.jobs.counts()).filter((count) => count.queue.endsWith('welcome-letter-mail') && states.includes(count.state)).reduce((sum, count) => sum + count.count, 0);
    const takeGuideAsGuest = async (email: string, notification: boolean) => {
      const guest = app.client();
      await guest.get('/api/csrf');
      const taken = await guest.post('/api/buy/', { product: 'product', type: 1, amount: 0, email, agreement: true, notification });
      expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    };

    beforeAll(async () => {
      if (store === 'pglite') {
        database = await openAppDatabase();
      } else {
        const scratch = await createScratchDatabase(postgresUrl!);
        database = await openPostgresDatabase(scratch.url);
        cleanups.push(scratch.drop);
      }
      cleanups.unshift(() => database.close());
      await start();
    });
    afterAll(async () => {
      await app?.close();
      for (const cleanup of cleanups) await cleanup();
    });

    it('should keep the coach’s three letters on days 0, 2 and 5, and refuse a first letter after day 0', async () => {
      const bad = await coach.request<{ detail: string }>('PUT', '/api/admin/welcome-series/', {
        body: { enabled: true, stop_on_purchase: true, letters: [{ subject: 'Поздно', html: '<p>Текст</p>', delay_days: 1 }] },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.detail).toMatch(/день 0/);
      const saved = await coach.request<Series>('PUT', '/api/admin/welcome-series/', {
        body: {
          enabled: true,
          stop_on_purchase: true,
          letters: subjects.map((subject, index) => ({ subject, html: `<p>Письмо ${index + 1}</p><script>alert(1)</script>`, delay_days: [0, 2, 5][index] })),
        },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body).toMatchObject({ version: 1, enabled: true, stop_on_purchase: true, guide_name: expect.any(String) });
      expect(saved.body.letters.map((letter) => [letter.subject, letter.delay_days, letter.sent, letter.html])).toEqual([
        [subjects[0], 0, 0, '<p>Письмо 1</p>'],
        [subjects[1], 2, 0, '<p>Письмо 2</p>'],
        [subjects[2], 5, 0, '<p>Письмо 3</p>'],
      ]);
      expect((await coach.get<Series>('/api/admin/welcome-series/')).body).toEqual(saved.body);
    });

    it('should mail letter 1 at once to whoever takes the guide with advertising consent, and nothing without it', async () => {
      await takeGuideAsGuest('lena@example.ru', false);
      await takeGuideAsGuest('anna@example.ru', true);
      await takeGuideAsGuest('maria@example.ru', true);
      olga = app.client();
      await olga.get('/api/csrf');
      const { uuid, code } = await requestCode(olga, app.outboxDir, 'olga@example.ru', { registration: true, notification: true, seen });
      const signedIn = await olga.post<{ user: { id: string } }>('/api/token', { uuid, code });
      expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
      olgaId = signedIn.body.user.id;
      expect((await olga.post('/api/buy/', { product: 'product', type: 1, amount: 0 })).status).toBe(200);
      const first = await waitForLetter('anna@example.ru', subjects[0]!);
      expect(first.text).toMatch(/Вы получили это письмо, потому что скачали гид «.+»/);
      expect(first.headers['list-unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/api\/unsubscribe\/one-click\/\?uuid=.+>$/);
      expect(first.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      await waitForLetter('maria@example.ru', subjects[0]!);
      await waitForLetter('olga@example.ru', subjects[0]!);
      // The guide taken again is the same person: no second series.
      await takeGuideAsGuest('anna@example.ru', true);
      await expect.poll(() => pendingLetters(['waiting', 'active']), { timeout: 15_000 }).toBe(0);
      expect(await seriesMailsTo('lena@example.ru')).toEqual([]);
      expect((await seriesMailsTo('anna@example.ru')).map((mail) => mail.subject)).toEqual([subjects[0]]);
      expect(await pendingLetters(['delayed'])).toBe(6);
    });

    it('should end the series of a client who then buys, and of a guest who unsubscribes from it by one click', async () => {
      const bought = await olga.post<{ data: { id: string; token: string } }>('/api/buy/', { product: 'product', type: 2, amount: 1 });
      expect(bought.status, JSON.stringify(bought.body)).toBe(200);
      expect((await olga.post(`/api/sandbox/checkout/${bought.body.data.token}`, { outcome: 'succeeded' })).status).toBe(200);
      await expect
        .poll(async () => (await app.services.store.readStream(welcomeProgressStreamId(olgaId))).map((event) => event.type).at(-1), { timeout: 15_000 })
        .toBe('WelcomeSeriesStopped');

      const mariaLetter = (await seriesMailsTo('maria@example.ru'))[0]!;
      const oneClick = /^<(.+)>$/.exec(mariaLetter.headers['list-unsubscribe'] ?? '')![1]!.replace('http://localhost:3000', app.baseUrl);
      // Opened in a browser (a mail client without one-click), the address names what ends: this series, not the newsletters.
      const page = await (await fetch(oneClick)).text();
      expect(page).toContain('<h1>Отписаться от этой серии писем?</h1>');
      expect(page).toContain('Другие рассылки, коды для входа, чеки и напоминания о сессиях будут приходить, как прежде.');
      expect(page).not.toMatch(/от рассылки|письма рассылки/);
      const posted = await fetch(oneClick, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
      expect(posted.status).toBe(200);
      expect(((await posted.json()) as { message: string }).message).toMatch(/этой серии/);
    });

    it('should mail letter 2 on day 2 to the one still in the series, once', async () => {
      clock.advance(2 * day + 60_000);
      await waitForLetter('anna@example.ru', subjects[1]!);
      await expect.poll(() => pendingLetters(['waiting', 'active']), { timeout: 15_000 }).toBe(0);
      expect((await seriesMailsTo('anna@example.ru')).map((mail) => mail.subject)).toEqual(subjects.slice(0, 2));
      expect((await seriesMailsTo('olga@example.ru')).map((mail) => mail.subject)).toEqual(subjects.slice(0, 1));
      expect((await seriesMailsTo('maria@example.ru')).map((mail) => mail.subject)).toEqual(subjects.slice(0, 1));
    });

    it('should keep mailing newsletters to the guest who left the series only', async () => {
      const at = new Date(clock.now().getTime() + 3 * 3_600_000);
      const created = await coach.post<Item>('/api/newsletter/', { name: 'Новости месяца', description: '<p>Новости</p>', only_date: at.toISOString().slice(0, 10), only_time: at.toISOString().slice(11, 16) });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      await waitForMail(app.outboxDir, (mail) => mail.to.includes('maria@example.ru') && mail.subject === 'Новости месяца', 15_000);
      await waitForMail(app.outboxDir, (mail) => mail.to.includes('anna@example.ru') && mail.subject === 'Новости месяца', 15_000);
    });

    it('should mail letter 3 once after a restart, its day having passed while the app was down', async () => {
      earlierMails.push(...(await readOutbox(app.outboxDir)));
      await app.close();
      clock.advance(3 * day + 60_000);
      await start();
      await waitForLetter('anna@example.ru', subjects[2]!);
      await expect.poll(() => pendingLetters(['waiting', 'active', 'delayed']), { timeout: 15_000 }).toBe(0);
      const anna: OutboxMail[] = await seriesMailsTo('anna@example.ru');
      expect(anna.map((mail) => mail.subject)).toEqual(subjects);
      expect((await seriesMailsTo('olga@example.ru')).length + (await seriesMailsTo('maria@example.ru')).length).toBe(2);
      expect(await seriesMailsTo('lena@example.ru')).toEqual([]);
    });

    it('should end every mailing from a series letter’s «от всех рассылок» link', async () => {
      const letter = (await seriesMailsTo('anna@example.ru')).at(-1)!;
      const allUrl = /Отписаться от всех рассылок: (\S+)/.exec(letter.text)![1]!;
      expect(allUrl).toMatch(/\/user-unsubscribe\?uuid=.+&all=true$/);
      const uuid = decodeURIComponent(new URL(allUrl).searchParams.get('uuid')!);
      const visitor = app.client();
      const first = await visitor.get<{ message: string }>('/api/unsubscribe/', { uuid, all: 'true' });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body.message).toBe('Вы отписались от всех рассылок. Письма больше не будут приходить.');
      expect((await visitor.get<{ message: string }>('/api/unsubscribe/', { uuid, all: 'true' })).body.message).toBe('Вы уже отписаны от всех рассылок.');
    });

    it('should count each letter’s readers in the back office and show a client’s letters on her card', async () => {
      const series = (await coach.get<Series>('/api/admin/welcome-series/')).body;
      expect(series.letters.map((letter) => letter.sent)).toEqual([3, 1, 1]);
      const counts = await coach.get<{ started: number; stopped: number }>('/api/admin/welcome-series/counts/');
      // Olga by her purchase, Maria by the series' link, Anna by «от всех рассылок».
      expect(counts.body).toMatchObject({ started: 3, stopped: 3 });
      const card = await coach.get<{ welcome_letters?: Array<{ subject: string }> }>(`/api/admin/clients/${olgaId}/`);
      expect(card.status).toBe(200);
      expect(card.body.welcome_letters?.map((letter) => letter.subject)).toEqual([subjects[0]]);
      const journal = await coach.get<Array<{ type: string; title: string }>>('/api/audit/events/', { limit: 500 });
      expect(journal.status).toBe(200);
      const titles = new Set(journal.body.map((entry) => entry.title));
      for (const title of ['Приветственная серия писем изменена', 'Приветственная серия начата', 'Письмо приветственной серии отправлено', 'Приветственная серия остановлена']) {
        expect(titles).toContain(title);
      }
    });
  });
}
