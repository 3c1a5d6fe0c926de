import { randomBytes } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaceStreamId } from '../../../server/src/modules/workspace/events';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { readOutbox, waitForMail } from '../../support/outbox';
import { practiceDetails } from '../../support/practice-details';
import { databaseTraces } from '../../support/raw-stores';
import { deleteAccount, registerAndSignIn } from '../../support/sign-in';
import { backendAvailable, startTestApp, type Backend, type TestApp } from '../../support/test-app';
import { scenarioStores } from '../../support/test-lane';

type WorkspaceFile = { id: string; user: string; name: string | null; kind: string; size: number; from: string; added_at: string; package: number | null };
type Thread = {
  user: string;
  messages: Array<{ number: number; author: string; text: string | null; attachments: WorkspaceFile[]; posted_at: string }>;
  client_read_up_to: number;
  coach_read_up_to: number;
  unread: number;
};
type Unread = { total: number; clients: Array<{ user: string; unread: number; last_message_at: string }> };
type ExportState = { export: { id: string; status: string } | null };

/** The practice's contact address (`practiceDetails`): where the coach's mails go. */
const coachAddress = 'maria@petrova-coach.ru';
const megabyte = 1024 * 1024;

/** A multipart form with one file and text fields, as the browser sends it. */
async function form(file: { name: string; content: Buffer }, fields: Record<string, string> = {}) {
  const data = new FormData();
  data.set('file', new Blob([file.content]), file.name);
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return { content: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type') ?? '' };
}

const pdf = (marker: string, bytes = 0) => Buffer.concat([Buffer.from(`%PDF-1.7\n% ${marker}\n`), Buffer.alloc(bytes, 0x20)]);
const png = (marker: string) => Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.from(marker)]);

for (const backend of scenarioStores<Backend>('embedded', 'servers')) {
  describe.skipIf(!(await backendAvailable(backend)))(`the client's workspace with the coach (${backend})`, () => {
    const tag = randomBytes(4).toString('hex');
    const annaAddress = `anna-${tag}@example.ru`;
    const veraAddress = `vera-${tag}@example.ru`;
    const annaText = `Вот мой дневник за неделю ${tag}`;
    const annaFileName = `Дневник ${tag}.pdf`;
    const annaFileContent = pdf(`anna-${tag}`);
    const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
    const seen = new Set<string>();
    let app: TestApp;
    let coach: ApiClient;
    let anna: ApiClient;
    let vera: ApiClient;
    let annaId: string;
    let veraId: string;
    let annaFile: WorkspaceFile;

    const upload = async (client: ApiClient, file: { name: string; content: Buffer }, fields: Record<string, string> = {}) => {
      const answer = await client.raw('POST', '/api/workspace/files/', { body: await form(file, fields) });
      return { status: answer.status, body: JSON.parse(answer.text) as { files: WorkspaceFile[]; detail?: string } };
    };
    /** Every message mail queued so far has gone (or found nothing to tell). */
    const mailsSettled = () =>
      expect
        .poll(
          async () =>
            (await app.services.jobs.counts())
              .filter((count) => count.queue.endsWith('workspace-message-mail') && count.state !== 'failed')
              .reduce((sum, count) => sum + count.count, 0),
          { timeout: backend === 'embedded' ? 15_000 : 90_000 },
        )
        .toBe(0);
    const mailsTo = async (address: string) => (await readOutbox(app.outboxDir)).filter((mail) => mail.to.includes(address) && mail.subject.includes('сообщен'));

    beforeAll(async () => {
      // In-process jobs follow the test clock, so a mail a minute later can be awaited.
      app = await startTestApp({ backend, now: clock.now, jobsFollowNow: backend === 'embedded', adminEmails: ['coach@example.ru'], environment: { WORKSPACE_QUOTA_MB: '1' } });
      [coach, anna, vera] = [app.client(), app.client(), app.client()];
      await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru', seen);
      annaId = (await registerAndSignIn(anna, app.outboxDir, annaAddress, seen)).id;
      veraId = (await registerAndSignIn(vera, app.outboxDir, veraAddress, seen)).id;
      expect((await coach.request('PUT', '/api/practice/', { body: practiceDetails('self_employed') })).status).toBe(200);
    }, 60_000);
    afterAll(async () => {
      await app?.close();
    });

    it('should carry a message with an attachment each way, private to the two of them', async () => {
      const uploaded = await upload(anna, { name: annaFileName, content: annaFileContent });
      expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
      annaFile = uploaded.body.files[0]!;
      expect(annaFile).toMatchObject({ user: annaId, name: annaFileName, kind: 'pdf', size: annaFileContent.length, from: 'client', package: null });
      const posted = await anna.post<Thread>('/api/workspace/messages/', { text: annaText, attachments: [annaFile.id] });
      expect(posted.status, JSON.stringify(posted.body)).toBe(201);

      const seenByCoach = await coach.get<Thread>('/api/workspace/messages/', { user: annaId });
      expect(seenByCoach.body.messages).toEqual([{ number: 1, author: 'client', text: annaText, attachments: [annaFile], posted_at: clock.now().toISOString() }]);
      expect(seenByCoach.body.unread).toBe(1);
      const download = await coach.raw('GET', `/api/workspace/files/${annaFile.id}/`);
      expect(download.status).toBe(200);
      expect(download.bytes.equals(annaFileContent)).toBe(true);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(download.headers.get('content-disposition')).toBe(`attachment; filename="_______ ${tag}.pdf"; filename*=UTF-8''${encodeURIComponent(annaFileName)}`);
      expect(download.headers.get('x-content-type-options')).toBe('nosniff');

      const shared = await upload(coach, { name: 'Упражнение.png', content: png(tag) }, { user: annaId });
      expect(shared.status, JSON.stringify(shared.body)).toBe(201);
      const coachFile = shared.body.files[0]!;
      const reply = await coach.post<Thread>('/api/workspace/messages/', { user: annaId, text: 'Спасибо! Вот упражнение.', attachments: [coachFile.id] });
      expect(reply.status).toBe(201);
      // Replying, she has read the thread.
      expect(reply.body).toMatchObject({ coach_read_up_to: 2, client_read_up_to: 1, unread: 0 });

      const mine = await anna.get<Thread>('/api/workspace/messages/');
      expect(mine.body.messages.map((message) => [message.author, message.attachments.map((file) => file.name)])).toEqual([
        ['client', [annaFileName]],
        ['coach', ['Упражнение.png']],
      ]);
      expect(mine.body.unread).toBe(1);
      // A minute after the coach's reply, Anna is told of it, without its words.
      clock.advance(61_000);
      const told = await waitForMail(app.outboxDir, (mail) => mail.to.includes(annaAddress) && mail.subject === '1 новое сообщение от коуча', backend === 'embedded' ? 15_000 : 90_000);
      expect(told.text).toContain('http://localhost:3000/lk/messages');
      expect(told.text).not.toContain('упражнение');
      expect((await anna.raw('GET', `/api/workspace/files/${coachFile.id}/`)).bytes.equals(png(tag))).toBe(true);
      const files = await anna.get<{ files: WorkspaceFile[]; used_bytes: number; quota_bytes: number }>('/api/workspace/files/');
      expect(files.body).toEqual({ files: [coachFile, annaFile], used_bytes: annaFileContent.length, quota_bytes: megabyte });

      // The file is sealed on disk: its bytes are nowhere in the clear, its name nowhere in the events.
      const folder = path.join(path.dirname(app.outboxDir), 'workspace-files', annaId);
      expect(await readdir(folder)).toEqual(expect.arrayContaining([annaFile.id, coachFile.id]));
      expect((await readFile(path.join(folder, annaFile.id))).includes(`anna-${tag}`)).toBe(false);
      expect((await databaseTraces(app.services.db, [annaText, annaFileName])).filter((trace) => /\.(events|audit_log):/.test(trace))).toEqual([]);
    }, 120_000);

    it('should refuse another client every id of Anna’s workspace with 404', async () => {
      expect((await vera.get('/api/workspace/messages/', { user: annaId })).status).toBe(404);
      expect((await vera.get('/api/workspace/files/', { user: annaId })).status).toBe(404);
      expect((await vera.raw('GET', `/api/workspace/files/${annaFile.id}/`)).status).toBe(404);
      expect((await vera.post('/api/workspace/messages/', { user: annaId, text: 'Привет' })).status).toBe(404);
      expect((await vera.post('/api/workspace/messages/', { text: 'Привет', attachments: [annaFile.id] })).status).toBe(404);
      expect((await vera.post('/api/workspace/messages/read/', { user: annaId, up_to: 1 })).status).toBe(404);
      expect((await vera.get('/api/admin/workspace/unread/')).status).toBe(403);
      expect((await vera.get<Thread>('/api/workspace/messages/')).body).toMatchObject({ user: veraId, messages: [] });
    });

    it('should refuse a file that is not what the workspace takes, and an upload past her quota with what is left', async () => {
      const script = await upload(vera, { name: 'photo.png', content: Buffer.from('<script>alert(1)</script>') });
      expect(script.status).toBe(400);
      expect(script.body.detail).toMatch(/PDF, картинку/);
      expect((await upload(vera, { name: 'a.pdf', content: pdf('big-1', 700 * 1024) })).status).toBe(201);
      const over = await upload(vera, { name: 'b.pdf', content: pdf('big-2', 400 * 1024) });
      expect(over.status).toBe(413);
      expect(over.body.detail).toMatch(/^Место для файлов закончилось: можно хранить до 1 МБ, свободно 0 МБ/);
      expect((await vera.get<{ files: WorkspaceFile[] }>('/api/workspace/files/')).body.files).toHaveLength(1);
    });

    it('should share the coach’s file with every client who holds a package, each her own copy', async () => {
      const bought = await vera.post<{ data: { token: string } }>('/api/buy/', { product: 'consultation', type: 2, amount: 15750, date: '2026-12-02 07:00' });
      expect(bought.status, JSON.stringify(bought.body)).toBe(200);
      expect((await vera.post(`/api/sandbox/checkout/${bought.body.data.token}`, { outcome: 'succeeded' })).status).toBeLessThan(400);
      const shared = await upload(coach, { name: 'Рабочая тетрадь.pdf', content: pdf(`package-${tag}`) }, { package: '2' });
      expect(shared.status, JSON.stringify(shared.body)).toBe(201);
      expect(shared.body.files.map((file) => [file.user, file.package, file.from])).toEqual([[veraId, 2, 'coach']]);
      const veraFiles = (await vera.get<{ files: WorkspaceFile[] }>('/api/workspace/files/')).body.files;
      expect(veraFiles[0]).toEqual(shared.body.files[0]);
      expect((await anna.get<{ files: WorkspaceFile[] }>('/api/workspace/files/')).body.files.map((file) => file.name)).not.toContain('Рабочая тетрадь.pdf');
      // A single session is no package; a client cannot share with one.
      expect((await upload(coach, { name: 'a.pdf', content: pdf('single') }, { package: '1' })).status).toBe(404);
      expect((await upload(vera, { name: 'a.pdf', content: pdf('client') }, { package: '2' })).body.files.map((file) => file.user)).toEqual([veraId]);
    }, 60_000);

    it('should tell the coach of five messages of one minute in one mail, and count them unread until she reads', async () => {
      const before = (await mailsTo(coachAddress)).length;
      for (let message = 1; message <= 5; message++) {
        expect((await vera.post('/api/workspace/messages/', { text: `Вопрос ${message}` })).status).toBe(201);
        clock.advance(10_000);
      }
      const unread = await coach.get<Unread>('/api/admin/workspace/unread/');
      expect(unread.body.clients.find((client) => client.user === veraId)).toMatchObject({ unread: 5 });
      clock.advance(30_000);
      const mail = await waitForMail(app.outboxDir, (candidate) => candidate.to.includes(coachAddress) && candidate.subject.includes(veraAddress), backend === 'embedded' ? 15_000 : 90_000);
      expect(mail.subject).toBe(`Новые сообщения: ${veraAddress} (5)`);
      expect(mail.text).toContain('5 новых сообщений');
      expect(mail.text).toContain(`/lk/admin/clients?client=${veraId}&tab=messages`);
      expect(mail.text).not.toContain('Вопрос');
      // Whatever else was queued for these five has had its time and gone.
      clock.advance(20 * 60_000);
      await mailsSettled();
      expect(await mailsTo(coachAddress)).toHaveLength(before + 1);

      const read = await coach.post<Thread>('/api/workspace/messages/read/', { user: veraId, up_to: 5 });
      expect(read.body).toMatchObject({ coach_read_up_to: 5, unread: 0 });
      expect((await coach.get<Unread>('/api/admin/workspace/unread/')).body.clients.find((client) => client.user === veraId)).toBeUndefined();
    }, 120_000);

    it('should mail the coach nothing once she turns these mails off', async () => {
      expect((await coach.request('PUT', '/api/admin/workspace/settings/', { body: { announcements: false } })).body).toEqual({ announcements: false });
      const before = (await mailsTo(coachAddress)).length;
      expect((await vera.post('/api/workspace/messages/', { text: 'Ещё вопрос' })).status).toBe(201);
      clock.advance(16 * 60_000);
      await mailsSettled();
      expect(await mailsTo(coachAddress)).toHaveLength(before);
      expect((await coach.request('PUT', '/api/admin/workspace/settings/', { body: { announcements: true } })).status).toBe(200);
    }, 120_000);

    it('should put her messages and files into her data export', async () => {
      const requested = await anna.post<ExportState>('/api/setting/export/', {});
      expect(requested.status).toBe(202);
      const id = requested.body.export!.id;
      await expect.poll(async () => (await anna.get<ExportState>('/api/setting/export/')).body.export?.status, { timeout: 15_000 }).toBe('ready');
      type Exported = { workspace: { messages: Array<{ author: string; text: string; attachments: string[] }>; files: Array<{ name: string; contentBase64: string | null }> } | null };
      const file = await anna.get<Exported>(`/api/setting/export/${id}/download/`);
      expect(file.body.workspace?.messages[0]).toMatchObject({ author: 'client', text: annaText, attachments: [annaFileName] });
      // The files themselves are in it, both ways: what the coach shared and what she uploaded.
      expect(file.body.workspace?.files.map((exported) => [exported.name, Buffer.from(exported.contentBase64 ?? '', 'base64').equals(exported.name === annaFileName ? annaFileContent : png(tag))])).toEqual([
        ['Упражнение.png', true],
        [annaFileName, true],
      ]);
    });

    it('should leave her messages and files unreadable after her account is erased', async () => {
      clock.advance(60_000);
      await deleteAccount(anna, app.outboxDir, annaAddress, seen);

      const erased = await app.services.store.readStream(workspaceStreamId(annaId));
      expect(erased.filter((event) => event.type === 'WorkspaceMessagePosted').map((event) => (event.data as { text: unknown }).text)).toEqual([null, null]);
      expect(await databaseTraces(app.services.db, [annaText, annaFileName])).toEqual([]);
      expect((await coach.get('/api/workspace/messages/', { user: annaId })).status).toBe(404);
      expect((await coach.raw('GET', `/api/workspace/files/${annaFile.id}/`)).status).toBe(404);
      const { rows } = await app.services.db.query<{ key: Uint8Array | null }>(`SELECT key FROM personal_data_keys WHERE stream_id = $1`, [workspaceStreamId(annaId)]);
      expect(rows).toEqual([{ key: null }]);
    });
  });
}
