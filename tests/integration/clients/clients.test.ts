import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readModelProjections as projections } from '../../../projections';
import { replayAndCompare } from '../../../projections/replay';
import { guestClientId } from '../../../server/src/modules/clients/client-ids';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { readOutbox } from '../../support/outbox';
import { databaseTraces } from '../../support/raw-stores';
import { deleteAccount, registerAndSignIn } from '../../support/sign-in';
import { backendAvailable, startTestApp, type Backend, type TestApp } from '../../support/test-app';
import { scenarioStores } from '../../support/test-lane';

type Page = { items: Array<{ id: string; kind: string; email: string; name: string | null }>; total: number; page: number; page_size: number };
type Card = {
  id: string;
  kind: string;
  email: string;
  credits_left: number | null;
  consents: Array<{ kind: string; action: string; document: string | null; version: string | null; source: string; address: string | null }>;
  sessions: Array<{ id: number; upcoming: boolean; status: string }>;
  purchases: Array<{ id: string; kind: string; amount: number; status: string; refunded: number; refundable: boolean; session_start: string | null; payments: Array<{ type: string }> }>;
  notes: Array<{ id: string; text: string; edited_at: string | null }>;
};
type JournalEntry = { type: string; title: string; summary: string; actor_display: string; client_display: string | null };

for (const backend of scenarioStores<Backend>('embedded', 'servers')) {
  describe.skipIf(!(await backendAvailable(backend)))(`the coach's clients: list, card, private notes, credits (${backend})`, () => {
    const tag = randomBytes(4).toString('hex');
    const annaAddress = `anna-${tag}@example.ru`;
    const guestAddress = `olga-${tag}@example.ru`;
    const note = `Приватно ${tag}: боится публичных выступлений`;
    const guestNote = `Гостья ${tag} просила перезвонить`;
    const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
    let app: TestApp;
    let coach: ApiClient;
    let anna: ApiClient;
    let annaId: string;
    let guestId: string;
    const seen = new Set<string>();

    const card = async (id: string) => {
      const answer = await coach.get<Card>(`/api/admin/clients/${id}/`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body;
    };

    beforeAll(async () => {
      app = await startTestApp({ backend, now: clock.now, adminEmails: ['coach@example.ru'] });
      coach = app.client();
      anna = app.client();
      await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru', seen);
      await registerAndSignIn(anna, app.outboxDir, annaAddress, seen);
      annaId = (await anna.get<{ id: string }>('/api/user-me/')).body.id;
      const session = await anna.post<{ data: { token: string } }>('/api/buy/', { product: 'consultation', type: 1, date: '2026-12-02 07:00' });
      await anna.post(`/api/sandbox/checkout/${session.body.data.token}`, { outcome: 'succeeded' });
      clock.advance(60_000);
      const workbook = await anna.post<{ data: { token: string } }>('/api/buy/', { product: 'product', type: 2 });
      await anna.post(`/api/sandbox/checkout/${workbook.body.data.token}`, { outcome: 'succeeded' });
      clock.advance(60_000);
      const guest = app.client();
      await guest.get('/api/csrf');
      const guide = await guest.post<{ data: { id: string } }>('/api/buy/', { product: 'product', type: 1, amount: 0, email: guestAddress.toUpperCase(), agreement: true, notification: true });
      expect(guide.status, JSON.stringify(guide.body)).toBe(200);
      guestId = guestClientId(guide.body.data.id);
      clock.advance(60_000);
      // A later purchase with the same address keeps her id: it names her first one.
      const workbookByGuest = await guest.post('/api/buy/', { product: 'product', type: 2, email: guestAddress, agreement: true, notification: false });
      expect(workbookByGuest.status, JSON.stringify(workbookByGuest.body)).toBe(200);
    });
    afterAll(async () => {
      await app?.close();
    });

    it('should answer the coach only: 403 for a client, 401 for a stranger', async () => {
      const stranger = app.client();
      await stranger.get('/api/csrf');
      for (const path of ['/api/admin/clients/', `/api/admin/clients/${annaId}/`]) {
        expect((await anna.get(path)).status).toBe(403);
        expect((await stranger.get(path)).status).toBe(401);
      }
      for (const client of [anna, stranger]) {
        expect((await client.post(`/api/admin/clients/${annaId}/notes/`, { text: 'x' })).status).toBe(client === anna ? 403 : 401);
        expect((await client.post(`/api/admin/clients/${annaId}/credits/`, { change: 'grant', count: 1, reason: 'x' })).status).toBe(client === anna ? 403 : 401);
      }
      const missing = await coach.get<{ detail: string }>('/api/admin/clients/no-such-client/');
      expect(missing.status).toBe(404);
      expect(missing.body.detail).toMatch(/Клиент не найден/);
    });

    it('should list accounts and guests by address, newest activity first, searched and paged', async () => {
      const all = await coach.get<Page>('/api/admin/clients/', { page_size: '100' });
      expect(all.status, JSON.stringify(all.body)).toBe(200);
      const ids = all.body.items.map((item) => item.id);
      expect(ids.indexOf(guestId)).toBeLessThan(ids.indexOf(annaId));
      expect(all.body.items.find((item) => item.id === guestId)).toMatchObject({ kind: 'guest', email: guestAddress, name: null });
      expect(all.body.items.map((item) => item.email)).not.toContain('coach@example.ru');

      const found = await coach.get<Page>('/api/admin/clients/', { q: `ANNA-${tag}` });
      expect(found.body.items.map((item) => item.id)).toEqual([annaId]);
      const first = await coach.get<Page>('/api/admin/clients/', { page_size: '1' });
      const second = await coach.get<Page>('/api/admin/clients/', { page_size: '1', page: '2' });
      expect(first.body).toMatchObject({ total: all.body.total, page: 1, page_size: 1 });
      expect([...first.body.items, ...second.body.items].map((item) => item.id)).toEqual(ids.slice(0, 2));
      const beyond = await coach.get<Page>('/api/admin/clients/', { page: '99' });
      expect(beyond.body).toMatchObject({ items: [], total: all.body.total });
    });

    it("should show a client's consents, sessions, purchases with payments and credits", async () => {
      const annas = await card(annaId);
      expect(annas).toMatchObject({ kind: 'account', email: annaAddress, credits_left: 0 });
      expect(annas.consents).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'personal_data', action: 'given', document: expect.any(String), version: expect.any(String) })]));
      expect(annas.sessions).toEqual([expect.objectContaining({ upcoming: true, status: 'paid' })]);
      expect(annas.purchases.map((purchase) => purchase.kind)).toEqual(['product', 'consultation']);
      expect(annas.purchases[1]).toMatchObject({ refundable: true, session_start: '2026-12-02T07:00:00.000Z', payments: [{ type: 'PaymentSucceeded' }] });
      const guests = await card(guestId);
      expect(guests).toMatchObject({ kind: 'guest', email: guestAddress, credits_left: null, sessions: [] });
      expect(guests.purchases).toEqual([
        expect.objectContaining({ kind: 'product', amount: 990, status: 'awaiting_payment', refundable: false }),
        expect.objectContaining({ kind: 'product', amount: 0, refundable: false }),
      ]);
      // Where each was given from, as the app saw the guest's request (the consents' address).
      expect(guests.consents.map((consent) => `${consent.kind} ${consent.action} ${consent.source} ${consent.address}`)).toEqual([
        'personal_data given purchase 127.0.0.1',
        'advertising given purchase 127.0.0.1',
        'personal_data given purchase 127.0.0.1',
      ]);
      expect(annas.consents.filter((consent) => consent.kind === 'personal_data').map((consent) => consent.address)).toEqual(['127.0.0.1']);
    });

    it('should refund from the card: the purchase shows the refund and the session is cancelled', async () => {
      const [product, consultation] = (await card(annaId)).purchases;
      expect((await coach.post(`/api/purchase/${consultation!.id}/refund/`, {})).status).toBe(200);
      expect((await coach.post(`/api/purchase/${product!.id}/refund/`, {})).status).toBe(200);
      const after = await card(annaId);
      expect(after.purchases[1]).toMatchObject({ refunded: 3500, refundable: false, session_start: null });
      expect(after.purchases[1]!.payments.map((payment) => payment.type)).toEqual(['PaymentSucceeded', 'RefundSucceeded']);
      expect(after.sessions).toEqual([expect.objectContaining({ upcoming: false, status: 'cancelled' })]);
    });

    it('should write, edit and delete private notes as events the journal names in Russian', async () => {
      const written = await coach.post<{ id: string; text: string }>(`/api/admin/clients/${annaId}/notes/`, { text: 'черновик' });
      expect(written.status, JSON.stringify(written.body)).toBe(201);
      const edited = await coach.request<{ text: string; edited_at: string | null }>('PUT', `/api/admin/clients/${annaId}/notes/${written.body.id}/`, { body: { text: note } });
      expect(edited.body).toMatchObject({ text: note, edited_at: expect.any(String) });
      const other = await coach.post<{ id: string }>(`/api/admin/clients/${annaId}/notes/`, { text: 'удалю' });
      expect((await coach.request('DELETE', `/api/admin/clients/${annaId}/notes/${other.body.id}/`)).status).toBe(200);
      expect((await coach.request('DELETE', `/api/admin/clients/${annaId}/notes/${other.body.id}/`)).status).toBe(404);
      expect((await coach.post(`/api/admin/clients/${guestId}/notes/`, { text: guestNote })).status).toBe(201);
      expect((await card(annaId)).notes.map((shown) => shown.text)).toEqual([note]);
      expect((await card(guestId)).notes.map((shown) => shown.text)).toEqual([guestNote]);

      const journal = (await coach.get<JournalEntry[]>('/api/audit/events/', { user: annaId })).body;
      expect(journal.map((entry) => entry.title)).toEqual(expect.arrayContaining(['Заметка о клиенте добавлена', 'Заметка о клиенте изменена', 'Заметка о клиенте удалена']));
      expect(journal.filter((entry) => entry.type.startsWith('ClientNote')).every((entry) => entry.actor_display === 'коуч' && !entry.summary.includes(tag))).toBe(true);
      const guestJournal = (await coach.get<JournalEntry[]>('/api/audit/events/', { client: guestAddress, type: 'ClientNoteWritten' })).body;
      expect(guestJournal).toEqual([expect.objectContaining({ title: 'Заметка о клиенте добавлена', client_display: `гость (${guestAddress})` })]);
    });

    it('should grant and withdraw package sessions with a reason, never below zero, and not for a guest', async () => {
      const granted = await coach.post<{ balance: number }>(`/api/admin/clients/${annaId}/credits/`, { change: 'grant', count: 2, reason: 'в подарок' });
      expect(granted.body).toEqual({ balance: 2 });
      expect((await anna.get<{ balance: number }>('/api/consultation-credits/')).body.balance).toBe(2);
      const tooMany = await coach.post<{ detail: string }>(`/api/admin/clients/${annaId}/credits/`, { change: 'withdraw', count: 3, reason: 'ошибка' });
      expect(tooMany.status).toBe(409);
      expect(tooMany.body.detail).toMatch(/Нельзя списать больше, чем осталось на счёте клиента \(сессий: 2\)/);
      expect((await coach.post(`/api/admin/clients/${annaId}/credits/`, { change: 'withdraw', count: 1, reason: 'ошибка начисления' })).body).toEqual({ balance: 1 });
      expect((await card(annaId)).credits_left).toBe(1);
      expect((await coach.post(`/api/admin/clients/${guestId}/credits/`, { change: 'grant', count: 1, reason: 'x' })).status).toBe(409);
      expect((await coach.post(`/api/admin/clients/${annaId}/credits/`, { change: 'grant', count: 0, reason: 'x' })).status).toBe(400);
      const journal = (await coach.get<JournalEntry[]>('/api/audit/events/', { user: annaId })).body;
      expect(journal.find((entry) => entry.type === 'CreditsWithdrawnByCoach')).toMatchObject({ title: 'Коуч списал сессии', summary: 'сессий: 1; причина: ошибка начисления' });
      expect(journal.find((entry) => entry.type === 'CreditsGrantedByCoach')).toMatchObject({ title: 'Коуч начислил сессии', summary: 'сессий: 2; причина: в подарок' });
    });

    it("should never show the note in the client's own answers or mail, only in her data export", async () => {
      const answers = await Promise.all([
        anna.get('/api/user-me/'),
        anna.get('/api/setting/'),
        anna.get('/api/consultation/', { start: '2026-11-01 00:00', end: '2027-01-01 00:00' }),
        anna.get('/api/consultation-credits/'),
        anna.get('/api/user-product/'),
        anna.get('/api/waitlist/'),
        anna.get('/api/setting/export/'),
      ]);
      for (const answer of answers) {
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        expect(JSON.stringify(answer.body)).not.toContain(tag.concat(':'));
      }
      expect((await anna.post('/api/message-support/', { message: 'Вопрос про запись' })).status).toBeLessThan(300);
      const requested = await anna.post<{ export: { id: string } }>('/api/setting/export/', {});
      await expect.poll(async () => (await anna.get<{ export: { status: string } }>('/api/setting/export/')).body.export.status, { timeout: 15_000 }).toBe('ready');
      const file = await anna.get<{ coachNotes: Array<{ text: string }>; creditChanges: Array<{ change: string; count: number; reason: string }> }>(
        `/api/setting/export/${requested.body.export.id}/download/`,
      );
      expect(file.body.coachNotes.map((shown) => shown.text)).toEqual([note]);
      expect(file.body.creditChanges).toEqual([
        expect.objectContaining({ change: 'granted', count: 2, reason: 'в подарок' }),
        expect.objectContaining({ change: 'withdrawn', count: 1, reason: 'ошибка начисления' }),
      ]);
      const mails = await readOutbox(app.outboxDir);
      expect(mails.length).toBeGreaterThan(0);
      for (const mail of mails) expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toContain(tag.concat(':'));
    });

    it('should offer no second refund of a package: it is refunded once, though money is left of it', async () => {
      const bought = await anna.post<{ data: { id: string; token: string } }>('/api/buy/', { product: 'consultation', type: 2, amount: 15750, date: '2026-12-09 07:00' });
      expect(bought.status, JSON.stringify(bought.body)).toBe(200);
      await anna.post(`/api/sandbox/checkout/${bought.body.data.token}`, { outcome: 'succeeded' });
      const packageOf = async () => (await card(annaId)).purchases.find((purchase) => purchase.id === bought.body.data.id);
      expect(await packageOf()).toMatchObject({ refunded: 0, refundable: true });
      // Its first session takes place: one of five used, four to give back.
      clock.advance(new Date('2026-12-09T08:00:00.000Z').getTime() - clock.now().getTime());
      const held = (await card(annaId)).sessions.find((session) => session.status === 'paid');
      expect((await coach.post(`/api/consultation/${held!.id}/outcome/`, { outcome: 'held' })).status).toBe(200);
      expect((await coach.post(`/api/purchase/${bought.body.data.id}/refund/`, { part: 'unused' })).status).toBe(200);
      const refunded = await packageOf();
      expect(refunded!.refunded).toBeGreaterThan(0);
      expect(refunded!.refunded).toBeLessThan(refunded!.amount);
      expect(refunded).toMatchObject({ refundable: false });
      expect((await coach.post(`/api/purchase/${bought.body.data.id}/refund/`, { part: 'all' })).status).toBe(409);
    });

    it('should erase the notes and the reasons with her account', async () => {
      expect(await databaseTraces(app.services.db, [note])).toEqual(expect.arrayContaining([expect.stringMatching(/client_notes: 1 row/)]));
      clock.advance(60_000);
      await deleteAccount(anna, app.outboxDir, annaAddress, seen);
      expect(await databaseTraces(app.services.db, [note, 'ошибка начисления', 'в подарок'])).toEqual([]);
      expect((await coach.get(`/api/admin/clients/${annaId}/`)).status).toBe(404);
      const journal = (await coach.get<JournalEntry[]>('/api/audit/events/', { user: annaId })).body;
      expect(JSON.stringify(journal)).not.toContain(note);
      // The guest's notes are hers, not the erased client's.
      expect((await card(guestId)).notes.map((shown) => shown.text)).toEqual([guestNote]);
      // Rebuilt from the events, the read models (the notes and balances among them) come out the same.
      expect((await replayAndCompare(app.services.db, app.services.store, projections)).differences).toEqual([]);
    });
  });
}
