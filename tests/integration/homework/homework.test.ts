import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeworkStreamId } from '../../../server/src/modules/homework/events';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { readOutbox, waitForMail } from '../../support/outbox';
import { practiceDetails } from '../../support/practice-details';
import { databaseTraces } from '../../support/raw-stores';
import { deleteAccount, registerAndSignIn } from '../../support/sign-in';
import { backendAvailable, startTestApp, type Backend, type TestApp } from '../../support/test-app';
import { scenarioStores } from '../../support/test-lane';

type Question = { id: string; text: string; kind: string; options: string[] };
type Template = { id: string; title: string; instructions: string; questions: Question[]; archived: boolean };
type Answer = { question_id: string; text: string | null; choices: string[]; scale: number | null };
type Homework = {
  id: string;
  user_id: string;
  title: string;
  status: string;
  overdue: boolean;
  due_at: string;
  consultation_id: number | null;
  submitted_at: string | null;
  reviewed_at: string | null;
  questions: Question[];
  answers: Answer[];
  draft_saved_at: string | null;
  comment: string | null;
};
type ExportState = { export: { id: string; status: string } | null };

const day = 24 * 3_600_000;

for (const backend of scenarioStores<Backend>('embedded', 'servers')) {
  describe.skipIf(!(await backendAvailable(backend)))(`homework (${backend})`, () => {
    const tag = randomBytes(4).toString('hex');
    const annaAddress = `anna-${tag}@example.ru`;
    const title = `Дневник недели ${tag}`;
    const answerText = `Неделя прошла спокойно ${tag}`;
    const commentText = `Хорошая работа ${tag}`;
    const start = new Date('2026-12-01T09:00:00.000Z');
    const clock = createTestClock(start);
    const seen = new Set<string>();
    let app: TestApp;
    let coach: ApiClient;
    let anna: ApiClient;
    let vera: ApiClient;
    let annaId: string;
    let template: Template;
    let first: Homework;
    let second: Homework;

    const mailsTo = async (address: string, subject: string) => (await readOutbox(app.outboxDir)).filter((mail) => mail.to.includes(address) && mail.subject === subject);
    const reminderJobs = async () =>
      (await app.services.jobs.counts()).filter((count) => count.queue.endsWith('homework-reminder-mail') && count.state !== 'failed').reduce((sum, count) => sum + count.count, 0);
    const assign = (dueAt: Date) => coach.post<Homework>('/api/admin/homework/', { user: annaId, template_id: template.id, due_at: dueAt.toISOString() });
    const question = (kind: string) => template.questions.find((item) => item.kind === kind)!;
    const fullAnswers = () => [
      { question_id: question('long').id, text: answerText },
      { question_id: question('scale').id, scale: 7 },
      { question_id: question('multiple').id, choices: ['Сон', 'Зарядка'] },
    ];

    beforeAll(async () => {
      // In-process jobs follow the test clock, so the reminder a day before the due moment can be awaited.
      app = await startTestApp({ backend, now: clock.now, jobsFollowNow: backend === 'embedded', adminEmails: ['coach@example.ru'] });
      coach = app.client();
      anna = app.client();
      vera = app.client();
      await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru', seen);
      annaId = (await registerAndSignIn(anna, app.outboxDir, annaAddress, seen)).id;
      await registerAndSignIn(vera, app.outboxDir, `vera-${tag}@example.ru`, seen);
      expect((await coach.request('PUT', '/api/practice/', { body: practiceDetails('self_employed') })).status).toBe(200);
    });
    afterAll(async () => {
      await app?.close();
    });

    it('should keep the coach’s templates: created, changed, archived; for her only', async () => {
      const created = await coach.post<Template>('/api/admin/homework-templates/', {
        title: 'Черновик названия',
        instructions: 'Заполняйте вечером.',
        questions: [
          { text: 'Как прошла неделя?', kind: 'long' },
          { text: 'Сколько сил, от 1 до 10?', kind: 'scale' },
          { text: 'Что получилось?', kind: 'multiple', options: ['Зарядка', 'Дневник', 'Сон'] },
        ],
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const changed = await coach.request<Template>('PUT', `/api/admin/homework-templates/${created.body.id}/`, { body: { ...created.body, title, id: undefined, archived: undefined, created_at: undefined, changed_at: undefined } });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      template = changed.body;
      expect(template).toMatchObject({ title, archived: false, questions: created.body.questions });
      const spare = await coach.post<Template>('/api/admin/homework-templates/', { title: 'Запасной', questions: [{ text: 'Что дальше?', kind: 'short' }] });
      const archived = await coach.request<Template>('DELETE', `/api/admin/homework-templates/${spare.body.id}/`);
      expect(archived.body.archived).toBe(true);
      expect((await coach.get<Template[]>('/api/admin/homework-templates/')).body.map((item) => [item.title, item.archived])).toEqual([
        [title, false],
        ['Запасной', true],
      ]);
      const archivedAssignment = await coach.post<{ detail: string }>('/api/admin/homework/', { user: annaId, template_id: spare.body.id, due_at: new Date(start.getTime() + day).toISOString() });
      expect(archivedAssignment.status).toBe(409);
      const bad = await coach.post<{ detail: string }>('/api/admin/homework-templates/', { title: 'Выбор', questions: [{ text: 'Формат?', kind: 'single', options: ['Видео'] }] });
      expect(bad.status).toBe(400);
      expect(bad.body.detail).toBe('В вопросе «Формат?» нужно хотя бы два варианта ответа.');
      expect((await anna.get('/api/admin/homework-templates/')).status).toBe(403);
    });

    it('should assign homework with a due moment and mail her', async () => {
      const assigned = await assign(new Date(start.getTime() + 3 * day));
      expect(assigned.status, JSON.stringify(assigned.body)).toBe(201);
      first = assigned.body;
      expect(first).toMatchObject({ user_id: annaId, title, status: 'assigned', overdue: false, answers: [], comment: null });
      const mail = await waitForMail(app.outboxDir, (item) => item.to.includes(annaAddress) && item.subject === `Новое домашнее задание: «${title}»`, 15_000);
      expect(mail.text).toContain(`/lk/homework/${first.id}`);
      expect((await anna.get<Homework[]>('/api/homework/')).body.map((item) => item.id)).toEqual([first.id]);
    });

    it('should answer another client’s homework ids with 404, and the coach’s calls with 403', async () => {
      expect((await vera.get('/api/homework/')).body).toEqual([]);
      expect((await vera.get(`/api/homework/${first.id}/`)).status).toBe(404);
      expect((await vera.request('PUT', `/api/homework/${first.id}/`, { body: { answers: [], submit: false } })).status).toBe(404);
      expect((await vera.get('/api/admin/homework/', { user: annaId })).status).toBe(403);
      expect((await vera.get(`/api/admin/homework/${first.id}/`)).status).toBe(403);
    });

    it('should keep her draft until she submits, and refuse answers that do not fit', async () => {
      const draft = await anna.request<Homework>('PUT', `/api/homework/${first.id}/`, { body: { answers: [{ question_id: question('long').id, text: answerText }], submit: false } });
      expect(draft.status, JSON.stringify(draft.body)).toBe(200);
      expect(draft.body).toMatchObject({ status: 'draft', draft_saved_at: clock.now().toISOString(), answers: [{ question_id: question('long').id, text: answerText, choices: [], scale: null }] });
      // The coach sees that a draft is kept, not what it says.
      expect((await coach.get<Homework>(`/api/admin/homework/${first.id}/`)).body).toMatchObject({ status: 'draft', answers: [], draft_saved_at: null });
      const outOfScale = await anna.request<{ detail: string }>('PUT', `/api/homework/${first.id}/`, { body: { answers: [{ question_id: question('scale').id, scale: 11 }], submit: false } });
      expect(outOfScale.status).toBe(400);
      expect(outOfScale.body.detail).toBe('На вопрос «Сколько сил, от 1 до 10?» отвечают числом от 1 до 10.');
      const stray = await anna.request<{ detail: string }>('PUT', `/api/homework/${first.id}/`, { body: { answers: [{ question_id: question('multiple').id, choices: ['Бег'] }], submit: false } });
      expect(stray.body.detail).toBe('В вопросе «Что получилось?» нет варианта «Бег».');
      const incomplete = await anna.request<{ detail: string }>('PUT', `/api/homework/${first.id}/`, { body: { answers: [{ question_id: question('long').id, text: answerText }], submit: true } });
      expect(incomplete.status).toBe(400);
      expect(incomplete.body.detail).toBe('Ответьте на вопрос «Сколько сил, от 1 до 10?».');
      expect((await anna.get<Homework>(`/api/homework/${first.id}/`)).body.status).toBe('draft');
    });

    it('should refuse a review before she submits', async () => {
      const early = await coach.post<{ detail: string }>(`/api/admin/homework/${first.id}/review/`, { comment: commentText, reviewed: true });
      expect(early.status).toBe(409);
      expect(early.body.detail).toBe('Задание ещё не сдано: комментировать и проверять его рано.');
    });

    it('should take her submission, tell the coach, and refuse answers after it', async () => {
      const submitted = await anna.request<Homework>('PUT', `/api/homework/${first.id}/`, { body: { answers: fullAnswers(), submit: true } });
      expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
      expect(submitted.body).toMatchObject({ status: 'submitted', submitted_at: clock.now().toISOString(), draft_saved_at: null });
      expect(submitted.body.answers.map((answer) => [answer.text, answer.scale, answer.choices])).toEqual([
        [answerText, null, []],
        [null, 7, []],
        [null, null, ['Зарядка', 'Сон']],
      ]);
      await waitForMail(app.outboxDir, (mail) => mail.to.includes(practiceDetails('self_employed').email) && mail.subject === `Домашнее задание сдано: «${title}»`, 15_000);
      const late = await anna.request<{ detail: string }>('PUT', `/api/homework/${first.id}/`, { body: { answers: fullAnswers(), submit: false } });
      expect(late.status).toBe(409);
      expect(late.body.detail).toBe('Задание уже сдано: ответы больше не меняются.');
    });

    it('should let the coach comment, then mark it reviewed; her card lists her homework', async () => {
      const seenByCoach = await coach.get<Homework>(`/api/admin/homework/${first.id}/`);
      expect(seenByCoach.body.answers).toEqual(first.id ? (await anna.get<Homework>(`/api/homework/${first.id}/`)).body.answers : []);
      const commented = await coach.post<Homework>(`/api/admin/homework/${first.id}/review/`, { comment: commentText, reviewed: false });
      expect(commented.status, JSON.stringify(commented.body)).toBe(200);
      expect(commented.body).toMatchObject({ status: 'commented', comment: commentText, reviewed_at: null });
      const reviewed = await coach.post<Homework>(`/api/admin/homework/${first.id}/review/`, { reviewed: true });
      expect(reviewed.body).toMatchObject({ status: 'reviewed', comment: commentText, reviewed_at: clock.now().toISOString() });
      expect((await anna.get<Homework>(`/api/homework/${first.id}/`)).body).toMatchObject({ status: 'reviewed', comment: commentText });
      const history = await coach.get<Homework[]>('/api/admin/homework/', { user: annaId });
      expect(history.body.map((item) => [item.id, item.status])).toEqual([[first.id, 'reviewed']]);
    });

    it('should record in the journal who did what, without her answers or the comment', async () => {
      const { rows } = await app.services.db.query<{ type: string; actor: string }>(`SELECT type, actor FROM audit_log WHERE stream_id = $1 ORDER BY position`, [homeworkStreamId(annaId)]);
      expect(rows.map((row) => row.type)).toEqual(['HomeworkAssigned', 'HomeworkDraftSaved', 'HomeworkSubmitted', 'HomeworkCommented', 'HomeworkReviewed']);
      expect(rows.find((row) => row.type === 'HomeworkSubmitted')?.actor).toBe(annaId);
      const traces = await databaseTraces(app.services.db, [answerText, commentText]);
      expect(traces.filter((trace) => /audit_log|\.events:/.test(trace))).toEqual([]);
    });

    it.runIf(backend === 'embedded')('should remind her a day before the due moment, once, planned again when it moves, and none for submitted work', async () => {
      const assigned = await assign(new Date(start.getTime() + 2 * day));
      expect(assigned.status, JSON.stringify(assigned.body)).toBe(201);
      second = assigned.body;
      const moved = await coach.request<Homework>('PUT', `/api/admin/homework/${second.id}/`, { body: { due_at: new Date(start.getTime() + 4 * day).toISOString() } });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      const reminderSubject = `Напоминание: домашнее задание «${title}»`;
      // A day before the first homework's due moment: it is submitted, so nothing; the second one's old moment has moved.
      clock.advance(2 * day + 60_000);
      await expect.poll(reminderJobs, { timeout: 15_000 }).toBe(1);
      expect(await mailsTo(annaAddress, reminderSubject)).toEqual([]);
      clock.advance(day);
      const reminder = await waitForMail(app.outboxDir, (mail) => mail.to.includes(annaAddress) && mail.subject === reminderSubject, 15_000);
      expect(reminder.text).toContain(`/lk/homework/${second.id}`);
      await expect.poll(reminderJobs, { timeout: 15_000 }).toBe(0);
      expect(await mailsTo(annaAddress, reminderSubject)).toHaveLength(1);
      clock.advance(day);
      expect((await anna.get<Homework[]>('/api/homework/')).body.map((item) => [item.id, item.overdue])).toEqual([
        [second.id, true],
        [first.id, false],
      ]);
    });

    it('should put her homework into her data export', async () => {
      const requested = await anna.post<ExportState>('/api/setting/export/', {});
      expect(requested.status).toBe(202);
      const id = requested.body.export!.id;
      await expect.poll(async () => (await anna.get<ExportState>('/api/setting/export/')).body.export?.status, { timeout: 15_000 }).toBe('ready');
      const file = await anna.get<{ homework: Array<{ title: string; answers: Array<{ question: string | null; text: string | null; choices: string[]; scale: number | null }>; comment: string | null }> }>(
        `/api/setting/export/${id}/download/`,
      );
      expect(file.status).toBe(200);
      expect(file.body.homework.find((item) => item.comment !== null)).toEqual(
        expect.objectContaining({
          title,
          comment: commentText,
          answers: [
            { question: 'Как прошла неделя?', text: answerText, choices: [], scale: null },
            { question: 'Сколько сил, от 1 до 10?', text: null, choices: [], scale: 7 },
            { question: 'Что получилось?', text: null, choices: ['Зарядка', 'Сон'], scale: null },
          ],
        }),
      );
    });

    it('should leave her answers and the comment unreadable after her account is erased', async () => {
      clock.advance(60_000);
      await deleteAccount(anna, app.outboxDir, annaAddress, seen);
      const erased = await app.services.store.readStream(homeworkStreamId(annaId));
      expect(erased.find((event) => event.type === 'HomeworkSubmitted')?.data).toMatchObject({ answers: null });
      expect(erased.find((event) => event.type === 'HomeworkCommented')?.data).toMatchObject({ comment: null });
      expect(await databaseTraces(app.services.db, [answerText, commentText])).toEqual([]);
      expect((await coach.get(`/api/admin/homework/${first.id}/`)).status).toBe(404);
    });
  });
}
