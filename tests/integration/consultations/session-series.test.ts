import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleCommand } from '../../../server/src/eventstore/command-handler';
import { createConsultationIds } from '../../../server/src/modules/consultations/consultation-ids';
import { consultationDecider } from '../../../server/src/modules/consultations/consultation-decider';
import { creditsDecider } from '../../../server/src/modules/consultations/credits-decider';
import { consultationStreamId, creditsStreamId, slotStreamId } from '../../../server/src/modules/consultations/events';
import { slotDecider } from '../../../server/src/modules/consultations/slot-decider';
import { seriesCheckJob } from '../../../server/src/modules/consultations/jobs/series-check';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { registerAndSignIn } from '../../support/sign-in';
import { backendAvailable, startTestApp, type Backend, type TestApp } from '../../support/test-app';
import { scenarioStores } from '../../support/test-lane';

type Session = { id: number; date: string; is_paid: boolean; series?: { id: string; number: number; count: number } };
type SeriesBooked = { series_id: string; consultations: Array<{ id: number; date: string }>; skipped: string[]; message: string };
type SeriesConflict = { detail: string; taken_dates?: string[] };
type SeriesPreview = { dates: Array<{ date: string; free: boolean; reason?: string }>; credits: number; bookable: boolean; detail?: string };

const winter = { start: '2026-11-30 21:00', end: '2027-02-28 21:00' };
const weekly = (date: string, count: number, extra: Record<string, unknown> = {}) => ({ type: 1, date, every_weeks: 1, count, ...extra });

for (const backend of scenarioStores<Backend>('embedded', 'servers')) {
  // Without the servers, real-servers.ts has already printed the one line saying this part is skipped.
  describe.skipIf(!(await backendAvailable(backend)))(`a series of sessions from package credits (${backend})`, () => {
    const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
    let app: TestApp;
    let coach: ApiClient;
    let anna: ApiClient;
    let boris: ApiClient;
    let annaId: string;
    let borisId: string;

    beforeAll(async () => {
      app = await startTestApp({ backend, now: clock.now, adminEmails: ['coach@example.ru'] });
      coach = app.client();
      anna = app.client();
      boris = app.client();
      await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru');
      annaId = (await registerAndSignIn(anna, app.outboxDir, 'anna@example.ru')).id;
      borisId = (await registerAndSignIn(boris, app.outboxDir, 'boris@example.ru')).id;
      const granted = await coach.post(`/api/admin/clients/${annaId}/credits/`, { change: 'grant', count: 12, reason: 'Пакет, оплаченный переводом' });
      expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    }, 60_000);
    afterAll(async () => {
      await app?.close();
    });

    const balance = async (client: ApiClient = anna) => (await client.get<{ balance: number }>('/api/consultation-credits/')).body.balance;
    const sessions = async (client: ApiClient = anna) => (await client.get<Session[]>('/api/consultation/', winter)).body;
    const bookSeries = (body: Record<string, unknown>, client: ApiClient = anna) => client.post<SeriesBooked & SeriesConflict>('/api/consultation/series/', body);

    it('should preview five weekly dates, all free, and book them in one step with five credits spent', async () => {
      const preview = await anna.get<SeriesPreview>('/api/consultation/series/preview/', { type: 1, date: '2026-12-01 07:00', every_weeks: 1, count: 5 });
      expect(preview.status, JSON.stringify(preview.body)).toBe(200);
      expect(preview.body).toMatchObject({ credits: 12, bookable: true });
      expect(preview.body.dates.map((date) => [date.date, date.free])).toEqual([
        ['2026-12-01T07:00:00.000Z', true],
        ['2026-12-08T07:00:00.000Z', true],
        ['2026-12-15T07:00:00.000Z', true],
        ['2026-12-22T07:00:00.000Z', true],
        ['2026-12-29T07:00:00.000Z', true],
      ]);

      const booked = await bookSeries(weekly('2026-12-01 07:00', 5));
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      expect(booked.body.consultations.map((session) => session.date)).toEqual(preview.body.dates.map((date) => date.date));
      expect(booked.body.skipped).toEqual([]);
      expect(booked.body.message).toMatch(/Серия записана/);
      expect(await balance()).toBe(7);

      const mine = await sessions();
      expect(mine).toHaveLength(5);
      expect(mine.every((session) => session.is_paid && session.series?.id === booked.body.series_id && session.series.count === 5)).toBe(true);
      expect(mine.map((session) => session.series?.number)).toEqual([1, 2, 3, 4, 5]);
    });

    it('should refuse the whole series naming a taken date, booking and spending nothing', async () => {
      const taken = await coach.post<Session>('/api/consultation/', { user: borisId, date: '2026-12-10 07:00', description: '' });
      expect(taken.status).toBe(201);
      const preview = await anna.get<SeriesPreview>('/api/consultation/series/preview/', { type: 1, date: '2026-12-03 07:00', every_weeks: 1, count: 3 });
      expect(preview.body.bookable).toBe(false);
      expect(preview.body.dates.filter((date) => !date.free).map((date) => date.date)).toEqual(['2026-12-10T07:00:00.000Z']);

      const refused = await bookSeries(weekly('2026-12-03 07:00', 3));
      expect(refused.status, JSON.stringify(refused.body)).toBe(409);
      expect(refused.body.taken_dates).toEqual(['2026-12-10T07:00:00.000Z']);
      expect(refused.body.detail).toMatch(/10\.12\.2026 10:00/);
      expect(await balance()).toBe(7);
      expect((await sessions()).map((session) => session.date)).not.toContain('2026-12-03T07:00:00.000Z');
      // The first date was never even held: someone else books it at once.
      expect((await coach.post('/api/consultation/', { user: borisId, date: '2026-12-03 07:00', description: '' })).status).toBe(201);
    });

    it('should book around the taken dates with skip_taken, continuing on the following weeks', async () => {
      const preview = await anna.get<SeriesPreview>('/api/consultation/series/preview/', { type: 1, date: '2026-12-03 07:00', every_weeks: 1, count: 3, skip_taken: true });
      expect(preview.body.bookable).toBe(true);
      expect(preview.body.dates.map((date) => [date.date, date.free])).toEqual([
        ['2026-12-03T07:00:00.000Z', false],
        ['2026-12-10T07:00:00.000Z', false],
        ['2026-12-17T07:00:00.000Z', true],
        ['2026-12-24T07:00:00.000Z', true],
        ['2026-12-31T07:00:00.000Z', true],
      ]);
      const booked = await bookSeries(weekly('2026-12-03 07:00', 3, { skip_taken: true }));
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      expect(booked.body.consultations.map((session) => session.date)).toEqual(['2026-12-17T07:00:00.000Z', '2026-12-24T07:00:00.000Z', '2026-12-31T07:00:00.000Z']);
      expect(booked.body.skipped).toEqual(['2026-12-03T07:00:00.000Z', '2026-12-10T07:00:00.000Z']);
      expect(await balance()).toBe(4);
    });

    it('should refuse a series longer than the credits left, in Russian, with nothing booked', async () => {
      const before = (await sessions()).length;
      const refused = await bookSeries(weekly('2027-01-05 07:00', 5));
      expect(refused.status).toBe(409);
      expect(refused.body.detail).toMatch(/В пакете осталось 4 сессии, а в серии 5/);
      expect(await balance()).toBe(4);
      expect((await sessions()).length).toBe(before);
      const tooMany = await anna.post<SeriesConflict>('/api/consultation/series/', weekly('2027-01-05 07:00', 60));
      expect(tooMany.status).toBe(400);
    });

    it('should let each session of a series be cancelled alone under the 24-hour rule, its credit returned', async () => {
      const series = (await sessions()).filter((session) => session.series?.count === 5);
      const second = series.find((session) => session.series?.number === 2)!;
      const cancelled = await anna.request('DELETE', `/api/consultation/${second.id}/`);
      expect(cancelled.status).toBe(200);
      expect(await balance()).toBe(5);
      const left = (await sessions()).filter((session) => session.series?.id === second.series?.id);
      expect(left.map((session) => session.series?.number)).toEqual([1, 3, 4, 5]);

      clock.advance(new Date('2026-11-30T08:00:00.000Z').getTime() - clock.now().getTime());
      const first = left[0]!;
      const late = await anna.request<{ detail: string }>('DELETE', `/api/consultation/${first.id}/`);
      expect(late.status).toBe(400);
      expect(late.body.detail).toMatch(/за 24 часа/);
      expect(await balance()).toBe(5);
    });

    it('should let the coach book a series for a client from her credits, and no one else', async () => {
      const grant = await coach.post(`/api/admin/clients/${borisId}/credits/`, { change: 'grant', count: 2, reason: 'Подарок' });
      expect(grant.status).toBe(200);
      const forbidden = await anna.post<SeriesConflict>('/api/consultation/series/', { ...weekly('2027-01-12 07:00', 2), user: borisId });
      expect(forbidden.status).toBe(403);
      const booked = await bookSeries({ ...weekly('2027-01-12 07:00', 2), every_weeks: 2, user: borisId }, coach);
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      expect(booked.body.consultations.map((session) => session.date)).toEqual(['2027-01-12T07:00:00.000Z', '2027-01-26T07:00:00.000Z']);
      expect(await balance(boris)).toBe(0);
      expect((await sessions(boris)).filter((session) => session.series?.id === booked.body.series_id)).toHaveLength(2);
    });

    it('should undo a series a crash left half-booked: the check job cancels its booked session and returns both credits', async () => {
      const { store, jobs } = app.services;
      const before = await balance();
      // What a process stopped in the series' third step leaves: both slots held, the first session
      // booked and paid by a credit, the second's credit spent but the process gone before its booking.
      const metadata = { actor: annaId, correlationId: randomUUID(), now: clock.now() };
      const at = (iso: string) => new Date(iso);
      const ids = createConsultationIds({ store });
      const seriesId = randomUUID();
      const starts = [at('2027-02-02T07:00:00.000Z'), at('2027-02-09T07:00:00.000Z')];
      const consultationIds: number[] = [];
      for (const start of starts) {
        const consultationId = await ids.next(metadata);
        const holdUntil = new Date(clock.now().getTime() + 5 * 60_000);
        await handleCommand(store, slotStreamId(start), slotDecider, { type: 'ReserveSlot', data: { start, consultationId, userId: annaId, purchaseId: null, holdUntil }, metadata: { ...metadata, now: clock.now() } });
        consultationIds.push(consultationId);
      }
      const [firstId, secondId] = consultationIds as [number, number];
      await handleCommand(store, creditsStreamId(annaId), creditsDecider, { type: 'SpendCredit', data: { userId: annaId, consultationId: firstId }, metadata: { ...metadata, now: clock.now() } });
      await handleCommand(store, consultationStreamId(firstId), consultationDecider, {
        type: 'BookConsultation',
        data: { consultationId: firstId, userId: annaId, start: starts[0]!, typeId: 1, paidBy: { kind: 'credit' }, series: { seriesId, number: 1, count: 2 } },
        metadata: { ...metadata, now: clock.now() },
      });
      await handleCommand(store, creditsStreamId(annaId), creditsDecider, { type: 'SpendCredit', data: { userId: annaId, consultationId: secondId }, metadata: { ...metadata, now: clock.now() } });
      await expect.poll(() => balance(), { timeout: 10_000 }).toBe(before - 2);

      // The check the series queued before spending anything runs (here at once) and undoes it.
      await jobs.enqueue(seriesCheckJob({ series: { abandonIncomplete: () => Promise.resolve() } }), { seriesId, userId: annaId, consultationIds }, { jobId: `series-check-${seriesId}`, delayMs: 0 });
      await expect.poll(() => balance(), { timeout: 20_000 }).toBe(before);
      expect((await sessions()).some((session) => session.series?.id === seriesId)).toBe(false);
      // A complete series is left alone by its check.
      const complete = (await sessions()).find((session) => session.series?.count === 5)!;
      await jobs.enqueue(seriesCheckJob({ series: { abandonIncomplete: () => Promise.resolve() } }), { seriesId: complete.series!.id, userId: annaId, consultationIds: [complete.id] }, { jobId: `series-check-again-${complete.series!.id}`, delayMs: 0 });
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect((await sessions()).find((session) => session.id === complete.id)).toBeDefined();
    });

    it('should give back the slots it held when a later one is taken between the preview and the booking', async () => {
      const before = await balance();
      // Someone holds the second date for a payment a moment ago: not yet in the read models, so the preview finds it free.
      const contested = new Date('2027-02-23T07:00:00.000Z');
      const consultationId = await createConsultationIds({ store: app.services.store }).next({ actor: borisId, correlationId: randomUUID(), now: clock.now() });
      await handleCommand(app.services.store, slotStreamId(contested), slotDecider, {
        type: 'ReserveSlot',
        data: { start: contested, consultationId, userId: borisId, purchaseId: null, holdUntil: new Date(clock.now().getTime() + 15 * 60_000) },
        metadata: { actor: borisId, correlationId: randomUUID(), now: clock.now() },
      });
      const refused = await bookSeries(weekly('2027-02-16 07:00', 2));
      expect(refused.status, JSON.stringify(refused.body)).toBe(409);
      expect(refused.body.taken_dates).toEqual(['2027-02-23T07:00:00.000Z']);
      expect(refused.body.detail).toMatch(/23\.02\.2027 10:00 только что заняли/);
      expect(await balance()).toBe(before);
      // The first date's hold was given back at once: the coach books it for someone else.
      expect((await coach.post('/api/consultation/', { user: borisId, date: '2027-02-16 07:00', description: '' })).status).toBe(201);
    });

    it('should refuse a series whose first date the schedule does not offer, and say why each later date is not free', async () => {
      const preview = (query: Record<string, unknown>) => anna.get<SeriesPreview>('/api/consultation/series/preview/', { type: 1, every_weeks: 1, count: 2, ...query });
      const offPlan = await preview({ date: '2027-01-05 08:00' });
      expect(offPlan.status).toBe(400);
      expect(offPlan.body.detail).toBe('В этот день можно записаться только на 10:00 по московскому времени.');
      // Beyond the window, also with skip_taken (which otherwise looks only at the dates inside it).
      const beyond = await preview({ date: '2027-03-02 07:00', skip_taken: true });
      expect(beyond.status).toBe(400);
      expect(beyond.body.detail).toMatch(/^Запись открыта до 28\.02\.2027 включительно/);
      const taken = await preview({ date: '2026-12-10 07:00' });
      expect(taken.status, JSON.stringify(taken.body)).toBe(200);
      expect(taken.body.dates).toEqual([
        { date: '2026-12-10T07:00:00.000Z', free: false, reason: 'Это время уже занято.' },
        { date: '2026-12-17T07:00:00.000Z', free: false, reason: 'Это время уже занято.' },
      ]);
    });
  });
}
