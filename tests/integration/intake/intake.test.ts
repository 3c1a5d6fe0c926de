import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intakeStreamId } from '../../../server/src/modules/intake/events';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { readOutbox, waitForMail } from '../../support/outbox';
import { databaseTraces } from '../../support/raw-stores';
import { deleteAccount, registerAndSignIn } from '../../support/sign-in';
import { backendAvailable, startTestApp, type Backend, type TestApp } from '../../support/test-app';
import { scenarioStores } from '../../support/test-lane';

type Question = { id: string; text: string; kind: string; required: boolean; options: string[] };
type Questionnaire = { version: number; questions: Question[] };
type Answers = { answered_at: string; answers: Array<{ question_id: string; question: string; kind: string; text: string | null; choices: string[] }> };
type MyIntake = { questions: Question[]; answered: Answers | null; pending: boolean; editable: boolean };
type ExportState = { export: { id: string; status: string } | null };

const hour = 3_600_000;

for (const backend of scenarioStores<Backend>('embedded', 'servers')) {
  describe.skipIf(!(await backendAvailable(backend)))(`the questionnaire before the first session (${backend})`, () => {
    const tag = randomBytes(4).toString('hex');
    const annaAddress = `anna-${tag}@example.ru`;
    const goalText = `С чем вы приходите (${tag})?`;
    const answerText = `Выгорание на работе ${tag}`;
    const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
    const seen = new Set<string>();
    let app: TestApp;
    let coach: ApiClient;
    let anna: ApiClient;
    let annaId: string;
    let questions: Question[];

    const reminders = async () => (await readOutbox(app.outboxDir)).filter((mail) => mail.to.includes(annaAddress) && mail.subject === 'Анкета перед первой сессией');
    const intakeJobs = async () =>
      (await app.services.jobs.counts()).filter((count) => count.queue.endsWith('intake-reminder-mail') && count.state !== 'failed').reduce((sum, count) => sum + count.count, 0);
    const bookPaid = async (date: string) => {
      const bought = await anna.post<{ data: { token: string } }>('/api/buy/', { product: 'consultation', type: 1, date });
      expect(bought.status, JSON.stringify(bought.body)).toBe(200);
      const paid = await anna.post(`/api/sandbox/checkout/${bought.body.data.token}`, { outcome: 'succeeded' });
      expect(paid.status, JSON.stringify(paid.body)).toBeLessThan(400);
    };

    beforeAll(async () => {
      // In-process jobs follow the test clock, so the reminder a day later can be awaited.
      app = await startTestApp({ backend, now: clock.now, jobsFollowNow: backend === 'embedded', adminEmails: ['coach@example.ru'] });
      coach = app.client();
      anna = app.client();
      await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru', seen);
      annaId = (await registerAndSignIn(anna, app.outboxDir, annaAddress, seen)).id;
    });
    afterAll(async () => {
      await app?.close();
    });

    it('should ask nothing while the coach has no questions', async () => {
      expect((await coach.get<Questionnaire>('/api/admin/intake/')).body).toEqual({ version: 0, questions: [] });
      expect((await anna.get<MyIntake>('/api/intake/')).body).toEqual({ questions: [], answered: null, pending: false, editable: false });
      expect((await anna.get('/api/admin/intake/')).status).toBe(403);
      const stranger = app.client();
      await stranger.get('/api/csrf');
      expect((await stranger.get('/api/intake/')).status).toBe(401);
    });

    it('should keep the coach’s two questions in her order, one required', async () => {
      const saved = await coach.request<Questionnaire>('PUT', '/api/admin/intake/', {
        body: {
          questions: [
            { text: goalText, kind: 'long', required: true },
            { text: 'Какие темы важны?', kind: 'multiple', required: false, options: ['Работа', 'Семья', 'Здоровье'] },
          ],
        },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.version).toBe(1);
      questions = saved.body.questions;
      expect(questions).toEqual([
        { id: expect.any(String), text: goalText, kind: 'long', required: true, options: [] },
        { id: expect.any(String), text: 'Какие темы важны?', kind: 'multiple', required: false, options: ['Работа', 'Семья', 'Здоровье'] },
      ]);
      expect((await coach.get<Questionnaire>('/api/admin/intake/')).body).toEqual(saved.body);
      const bad = await coach.request<{ detail: string }>('PUT', '/api/admin/intake/', { body: { questions: [{ text: 'Формат?', kind: 'single', required: false, options: ['Видео'] }] } });
      expect(bad.status).toBe(400);
      expect(bad.body.detail).toMatch(/хотя бы два варианта/);
    });

    it('should book and confirm her paid session unanswered, the cabinet asking and a reminder planned', async () => {
      await bookPaid('2026-12-02 07:00');
      const [session] = (await anna.get<Array<{ id: number; status?: string }>>('/api/consultation/', { start: '2026-11-30 21:00', end: '2026-12-31 21:00' })).body;
      expect(session).toBeDefined();
      const mine = await anna.get<MyIntake>('/api/intake/');
      expect(mine.body).toMatchObject({ answered: null, pending: true, editable: true });
      expect(mine.body.questions.map((question) => question.id)).toEqual(questions.map((question) => question.id));
      await expect.poll(intakeJobs, { timeout: 10_000 }).toBe(1);
    });

    it('should refuse a missing required answer and an option the question does not have', async () => {
      const missing = await anna.post<{ detail: string }>('/api/intake/answers/', { answers: [{ question_id: questions[1]!.id, choices: ['Работа'] }] });
      expect(missing.status).toBe(400);
      expect(missing.body.detail).toBe(`Ответьте на вопрос «${goalText}».`);
      const blank = await anna.post<{ detail: string }>('/api/intake/answers/', { answers: [{ question_id: questions[0]!.id, text: '   ' }] });
      expect(blank.status).toBe(400);
      const stray = await anna.post<{ detail: string }>('/api/intake/answers/', {
        answers: [{ question_id: questions[0]!.id, text: answerText }, { question_id: questions[1]!.id, choices: ['Деньги'] }],
      });
      expect(stray.status).toBe(400);
      expect(stray.body.detail).toMatch(/нет варианта «Деньги»/);
      expect((await anna.get<MyIntake>('/api/intake/')).body.answered).toBeNull();
    });

    it.runIf(backend === 'embedded')('should remind her once, a day after the booking, while she has not answered', async () => {
      clock.advance(24 * hour + 60_000);
      await waitForMail(app.outboxDir, (mail) => mail.to.includes(annaAddress) && mail.subject === 'Анкета перед первой сессией', 15_000);
      // A second session's reminder finds the first one recorded and sends nothing.
      await bookPaid('2026-12-09 07:00');
      await expect.poll(intakeJobs, { timeout: 10_000 }).toBe(1);
      clock.advance(24 * hour + 60_000);
      await expect.poll(intakeJobs, { timeout: 15_000 }).toBe(0);
      expect(await reminders()).toHaveLength(1);
      const recorded = await app.services.store.readStream(intakeStreamId(annaId));
      expect(recorded.map((event) => event.type)).toEqual(['IntakeReminderSent']);
    });

    it('should save her answers, show them in her cabinet and on her card, with the question as she answered it', async () => {
      const answered = await anna.post<MyIntake>('/api/intake/answers/', {
        answers: [{ question_id: questions[0]!.id, text: `  ${answerText} ` }, { question_id: questions[1]!.id, choices: ['Здоровье', 'Работа'] }],
      });
      expect(answered.status, JSON.stringify(answered.body)).toBe(200);
      const expected = [
        { question_id: questions[0]!.id, question: goalText, kind: 'long', text: answerText, choices: [] },
        { question_id: questions[1]!.id, question: 'Какие темы важны?', kind: 'multiple', text: null, choices: ['Работа', 'Здоровье'] },
      ];
      expect(answered.body).toMatchObject({ pending: false, editable: true, answered: { answered_at: clock.now().toISOString(), answers: expected } });
      // The coach rewords her question later: the answer keeps the question it answered.
      const reworded = await coach.request<Questionnaire>('PUT', '/api/admin/intake/', {
        body: { questions: [{ ...questions[0], text: 'Что привело вас?' }, questions[1]] },
      });
      expect(reworded.status, JSON.stringify(reworded.body)).toBe(200);
      expect(reworded.body.version).toBe(2);
      expect((await anna.get<MyIntake>('/api/intake/')).body.answered?.answers).toEqual(expected);
      const card = await coach.get<{ intake?: Answers | null }>(`/api/admin/clients/${annaId}/`);
      expect(card.status).toBe(200);
      expect(card.body.intake?.answers).toEqual(expected);
    });

    it('should put her answers into her data export', async () => {
      const requested = await anna.post<ExportState>('/api/setting/export/', {});
      expect(requested.status).toBe(202);
      const id = requested.body.export!.id;
      await expect.poll(async () => (await anna.get<ExportState>('/api/setting/export/')).body.export?.status, { timeout: 15_000 }).toBe('ready');
      const file = await anna.get<{ intake: { answeredAt: string; answers: Array<{ question: string; text: string | null; choices: string[] }> } | null }>(
        `/api/setting/export/${id}/download/`,
      );
      expect(file.status).toBe(200);
      expect(file.body.intake?.answers).toEqual([
        { question: goalText, text: answerText, choices: [] },
        { question: 'Какие темы важны?', text: null, choices: ['Работа', 'Здоровье'] },
      ]);
    });

    it('should close the answers once her first session has begun', async () => {
      clock.advance(new Date('2026-12-02T08:00:00.000Z').getTime() - clock.now().getTime());
      expect((await anna.get<MyIntake>('/api/intake/')).body).toMatchObject({ editable: false, pending: false });
      const late = await anna.post<{ detail: string }>('/api/intake/answers/', { answers: [{ question_id: questions[0]!.id, text: 'Другое' }] });
      expect(late.status).toBe(409);
      expect(late.body.detail).toMatch(/до первой сессии/);
    });

    it('should leave her answers unreadable after her account is erased', async () => {
      const kept = await app.services.store.readStream(intakeStreamId(annaId));
      expect(kept.find((event) => event.type === 'IntakeAnswered')?.data).toMatchObject({ answers: expect.stringContaining(answerText) });
      // Encrypted in the events: only her export holds the text in the clear.
      expect((await databaseTraces(app.services.db, [answerText])).filter((trace) => /\.events:/.test(trace))).toEqual([]);
      clock.advance(60_000);
      await deleteAccount(anna, app.outboxDir, annaAddress, seen);
      const erased = await app.services.store.readStream(intakeStreamId(annaId));
      expect(erased.find((event) => event.type === 'IntakeAnswered')?.data).toMatchObject({ answers: null });
      expect(await databaseTraces(app.services.db, [answerText])).toEqual([]);
    });
  });
}
