import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/src/db/database';
import { openPostgresDatabase } from '../../../server/src/db/postgres-database';
import { welcomeProgressStreamId } from '../../../server/src/modules/welcome-series/events';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { readOutbox, waitForMail } from '../../support/outbox';
import { createScratchDatabase, realPostgresUrl } from '../../support/real-servers';
import { registerAndSignIn, requestCode } from '../../support/sign-in';
import { startTestApp, type TestApp } from '../../support/test-app';
import { scenarioStores } from '../../support/test-lane';
import { openAppDatabase } from '../../support/migrated-database';

type Letter = { id: string; subject: string; delay_days: number; sent: number };
type Series = { trigger?: string; version: number; enabled: boolean; stop_on_purchase: boolean; letters: Letter[] };
type Session = { id: number; date: string };

const day = 24 * 3_600_000;
const purchaseSubjects = ['Спасибо за покупку', 'Как вам материалы?'];
const sessionSubject = 'После первой встречи';
const workbook = 2; // 990 ₽, a paid product
const december = { start: '2026-11-30 21:00', end: '2026-12-31 21:00' };
const postgresUrl = await realPostgresUrl();

/**
 * The series after a first paid purchase and after a first held session, beside the guide's, on
 * PGlite and PostgreSQL with jobs in process following a test clock.
 */
for (const store of scenarioStores('pglite', 'postgresql')) {
  describe.skipIf(store === 'postgresql' && !postgresUrl)(`the welcome series after a first purchase and a first session (${store})`, () => {
    const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
    const seen = new Set<string>();
    const cleanups: Array<() => Promise<void>> = [];
    let database: Database;
    let app: TestApp;
    let coach: ApiClient;
    let veraId: string;
    let vera: ApiClient;
    let ira: ApiClient;
    let lena: ApiClient;

    const mailsTo = async (address: string, subjects: readonly string[]) =>
      (await readOutbox(app.outboxDir)).filter((mail) => mail.to.includes(address) && subjects.includes(mail.subject)).map((mail) => mail.subject);
    const waitForLetter = (address: string, subject: string) => waitForMail(app.outboxDir, (mail) => mail.to.includes(address) && mail.subject === subject, 15_000);
    const pendingLetters = async (states: string[]) =>
      (await app.services.jobs.counts()).filter((count) => count.queue.endsWith('welcome-letter-mail') && states.includes(count.state)).reduce((sum, count) => sum + count.count, 0);
    const client = async (email: string, notification: boolean) => {
      const signedIn = app.client();
      await signedIn.get('/api/csrf');
      const { uuid, code } = await requestCode(signedIn, app.outboxDir, email, { registration: true, notification, seen });
      const answer = await signedIn.post<{ user: { id: string } }>('/api/token', { uuid, code });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return { client: signedIn, id: answer.body.user.id };
    };
    const buyAndPay = async (buyer: ApiClient, body: Record<string, unknown>) => {
      const bought = await buyer.post<{ data: { token: string } }>('/api/buy/', { amount: 1, ...body });
      expect(bought.status, JSON.stringify(bought.body)).toBe(200);
      expect((await buyer.post(`/api/sandbox/checkout/${bought.body.data.token}`, { outcome: 'succeeded' })).status).toBe(200);
    };
    const saveSeries = async (trigger: string, letters: Array<{ subject: string; delay_days: number }>) => {
      const saved = await coach.request<Series>('PUT', `/api/admin/welcome-series/?trigger=${trigger}`, {
        body: { enabled: true, stop_on_purchase: true, letters: letters.map((letter) => ({ ...letter, html: `<p>${letter.subject}</p>` })) },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      return saved.body;
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
      app = await startTestApp({ backend: 'embedded', database, now: clock.now, jobsFollowNow: true, adminEmails: ['coach@example.ru'] });
      coach = app.client();
      await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru', seen);
      ({ client: vera, id: veraId } = await client('vera@example.ru', true));
      ({ client: ira } = await client('ira@example.ru', true));
      ({ client: lena } = await client('lena@example.ru', false));
    });
    afterAll(async () => {
      await app?.close();
      for (const cleanup of cleanups) await cleanup();
    });

    it('should keep each series apart: the guide’s untouched, no «stop on purchase» but for the guide', async () => {
      // Ira paid for something before the series was on: her later purchases are not her first.
      await buyAndPay(ira, { product: 'product', type: workbook });
      const saved = await saveSeries('first_purchase', purchaseSubjects.map((subject, index) => ({ subject, delay_days: [0, 3][index]! })));
      expect(saved).toMatchObject({ trigger: 'first_purchase', version: 1, enabled: true, stop_on_purchase: false });
      expect(await saveSeries('first_session', [{ subject: sessionSubject, delay_days: 0 }])).toMatchObject({ trigger: 'first_session', version: 1 });
      expect((await coach.get<Series>('/api/admin/welcome-series/')).body).toMatchObject({ trigger: 'guide', version: 0, enabled: false, letters: [] });
      expect((await coach.get<Series>('/api/admin/welcome-series/', { trigger: 'first_purchase' })).body.letters.map((letter) => letter.subject)).toEqual(purchaseSubjects);
    });

    it('should start the first-purchase series with the first paid purchase only, and only with the advertising consent', async () => {
      await buyAndPay(vera, { product: 'product', type: workbook });
      const first = await waitForLetter('vera@example.ru', purchaseSubjects[0]!);
      expect(first.text).toMatch(/из серии после первой покупки/);
      expect(first.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      await buyAndPay(ira, { product: 'product', type: 3 });
      await buyAndPay(lena, { product: 'product', type: workbook });
      // Her second purchase starts nothing new.
      await buyAndPay(vera, { product: 'product', type: 3 });
      await expect.poll(() => pendingLetters(['waiting', 'active']), { timeout: 15_000 }).toBe(0);
      expect(await mailsTo('vera@example.ru', purchaseSubjects)).toEqual(purchaseSubjects.slice(0, 1));
      expect(await mailsTo('ira@example.ru', purchaseSubjects)).toEqual([]);
      expect(await mailsTo('lena@example.ru', purchaseSubjects)).toEqual([]);
      const stream = await app.services.store.readStream(welcomeProgressStreamId(veraId, 'first_purchase'));
      expect(stream.map((event) => event.type)).toEqual(['WelcomeSeriesStarted', 'WelcomeLetterClaimed', 'WelcomeLetterSent']);
      expect(await app.services.store.readStream(welcomeProgressStreamId(veraId))).toEqual([]);
    });

    it('should mail letter 2 on day 3, once', async () => {
      clock.advance(3 * day + 60_000);
      await waitForLetter('vera@example.ru', purchaseSubjects[1]!);
      await expect.poll(() => pendingLetters(['waiting', 'active', 'delayed']), { timeout: 15_000 }).toBe(0);
      expect(await mailsTo('vera@example.ru', purchaseSubjects)).toEqual(purchaseSubjects);
      const series = (await coach.get<Series>('/api/admin/welcome-series/', { trigger: 'first_purchase' })).body;
      expect(series.letters.map((letter) => letter.sent)).toEqual([1, 1]);
      expect((await coach.get('/api/admin/welcome-series/counts/', { trigger: 'first_purchase' })).body).toMatchObject({ started: 1, stopped: 0 });
      expect((await coach.get('/api/admin/welcome-series/counts/')).body).toMatchObject({ started: 0, stopped: 0 });
    });

    it('should start the first-session series when the coach marks her first session held, not her second', async () => {
      await buyAndPay(vera, { product: 'consultation', type: 1, date: '2026-12-02 07:00' });
      await buyAndPay(vera, { product: 'consultation', type: 1, date: '2026-12-03 07:00' });
      const sessions = (await vera.get<Session[]>('/api/consultation/', december)).body;
      const on = (iso: string) => sessions.find((session) => session.date === iso)!.id;
      clock.advance(new Date('2026-12-02T08:00:00.000Z').getTime() - clock.now().getTime());
      expect((await coach.post(`/api/consultation/${on('2026-12-02T07:00:00.000Z')}/outcome/`, { outcome: 'held' })).status).toBe(200);
      const letter = await waitForLetter('vera@example.ru', sessionSubject);
      expect(letter.text).toMatch(/из серии после первой сессии/);
      clock.advance(new Date('2026-12-03T08:00:00.000Z').getTime() - clock.now().getTime());
      expect((await coach.post(`/api/consultation/${on('2026-12-03T07:00:00.000Z')}/outcome/`, { outcome: 'held' })).status).toBe(200);
      await expect.poll(() => pendingLetters(['waiting', 'active', 'delayed']), { timeout: 15_000 }).toBe(0);
      expect(await mailsTo('vera@example.ru', [sessionSubject])).toEqual([sessionSubject]);
      // The client card shows the letters of every series.
      const card = await coach.get<{ welcome_letters?: Array<{ subject: string }> }>(`/api/admin/clients/${veraId}/`);
      expect(card.body.welcome_letters?.map((sent) => sent.subject)).toEqual([...purchaseSubjects, sessionSubject]);
    });

    it('should end only that series by its letter’s one-click unsubscribe', async () => {
      const letter = (await readOutbox(app.outboxDir)).find((mail) => mail.to.includes('vera@example.ru') && mail.subject === sessionSubject)!;
      const oneClick = /^<(.+)>$/.exec(letter.headers['list-unsubscribe'] ?? '')![1]!.replace('http://localhost:3000', app.baseUrl);
      const posted = await fetch(oneClick, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
      expect(posted.status).toBe(200);
      expect(((await posted.json()) as { message: string }).message).toMatch(/этой серии/);
      // The first-session series ended; the purchase series is untouched, and the consent stands.
      const ended = (await app.services.store.readStream(welcomeProgressStreamId(veraId, 'first_session'))).at(-1);
      expect(ended).toMatchObject({ type: 'WelcomeSeriesStopped', data: { trigger: 'first_session', reason: 'unsubscribe' } });
      expect((await app.services.store.readStream(welcomeProgressStreamId(veraId, 'first_purchase'))).map((event) => event.type)).not.toContain('WelcomeSeriesStopped');
      expect((await vera.get<{ advertising_consent: { given: boolean } }>('/api/setting/')).body.advertising_consent.given).toBe(true);
    });
  });
}
