import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readModelProjections as projections } from '../../../projections';
import { replayAndCompare } from '../../../projections/replay';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { readCodeFromOutbox } from '../../support/login-code-mail';
import { readOutbox, waitForMail } from '../../support/outbox';
import { databaseTraces, redisTraces } from '../../support/raw-stores';
import { realRedisUrl } from '../../support/real-servers';
import { registerAndSignIn } from '../../support/sign-in';
import { backendAvailable, startTestApp, type Backend, type TestApp } from '../../support/test-app';
import { scenarioStores } from '../../support/test-lane';

type Settings = {
  email: string;
  name: string | null;
  theme: string;
  advertising_consent: { given: boolean; document: string | null; version: string | null; given_at: string | null; withdrawn_at: string | null };
  consent_history: Array<{ kind: string; action: string; source: string }>;
};
type ExportState = { export: { id: string; status: string } | null };

for (const backend of scenarioStores<Backend>('embedded', 'servers')) {
  describe.skipIf(!(await backendAvailable(backend)))(`settings, data export and account deletion (${backend})`, () => {
    const tag = randomBytes(4).toString('hex');
    const firstAddress = `anna-${tag}@example.ru`;
    const newAddress = `anna-new-${tag}@example.ru`;
    const fullName = `Анна Петрова-${tag}`;
    const summary = `Итоги: клиентка ${tag} хочет сменить профессию`;
    const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
    let app: TestApp;
    let coach: ApiClient;
    let anna: ApiClient;
    const seen = new Set<string>();

    beforeAll(async () => {
      app = await startTestApp({ backend, now: clock.now, adminEmails: ['coach@example.ru'] });
      coach = app.client();
      anna = app.client();
      await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru');
      await registerAndSignIn(anna, app.outboxDir, firstAddress);
      // The free guide taken as a guest with the same address, before signing in.
      const guest = app.client();
      await guest.get('/api/csrf');
      const guide = await guest.post('/api/buy/', { product: 'product', type: 1, amount: 0, email: firstAddress, agreement: true, notification: false });
      expect(guide.status, JSON.stringify(guide.body)).toBe(200);
      const bought = await anna.post<{ data: { id: string; token: string } }>('/api/buy/', { product: 'consultation', type: 1, date: '2026-12-02 07:00' });
      await anna.post(`/api/sandbox/checkout/${bought.body.data.token}`, { outcome: 'succeeded' });
      const [session] = (await anna.get<Array<{ id: number }>>('/api/consultation/', { start: '2026-11-30 21:00', end: '2026-12-31 21:00' })).body;
      const written = await coach.request('PUT', `/api/consultation/${session!.id}/`, { body: { user: 'x', date: '2026-12-02 07:00', description: summary } });
      expect(written.status, JSON.stringify(written.body)).toBe(200);
    });
    afterAll(async () => {
      await app?.close();
    });

    it('should keep the name and the theme, and show them on every device', async () => {
      const updated = await anna.request<Settings>('PUT', '/api/setting/profile/', { body: { name: `  ${fullName} `, theme: 'dark' } });
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      expect(updated.body).toMatchObject({ email: firstAddress, name: fullName, theme: 'dark' });
      expect((await anna.get<{ theme: string; name: string }>('/api/user-me/')).body).toMatchObject({ theme: 'dark', name: fullName });
      const bad = await anna.request<{ detail: string }>('PUT', '/api/setting/profile/', { body: { name: null, theme: 'purple' } });
      expect(bad.status).toBe(400);
      expect(bad.body.detail).toBeTruthy();
    });

    it('should change only the profile field sent, so the theme switch and the name form never undo each other', async () => {
      const [themed, renamed] = await Promise.all([
        anna.request<Settings>('PUT', '/api/setting/profile/', { body: { theme: 'light' } }),
        anna.request<Settings>('PUT', '/api/setting/profile/', { body: { name: 'Анна' } }),
      ]);
      expect([themed.status, renamed.status]).toEqual([200, 200]);
      expect((await anna.get<Settings>('/api/setting/')).body).toMatchObject({ name: 'Анна', theme: 'light' });
      const restored = await anna.request<Settings>('PUT', '/api/setting/profile/', { body: { name: fullName, theme: 'dark' } });
      expect(restored.body).toMatchObject({ name: fullName, theme: 'dark' });
    });

    it('should give and withdraw the advertising consent with its document, version and dates', async () => {
      const given = await anna.request<Settings>('PUT', '/api/setting/advertising-consent/', { body: { given: true } });
      expect(given.body.advertising_consent).toMatchObject({ given: true, document: expect.any(String), version: expect.any(String), given_at: expect.any(String), withdrawn_at: null });
      const withdrawn = await anna.request<Settings>('PUT', '/api/setting/advertising-consent/', { body: { given: false } });
      expect(withdrawn.body.advertising_consent).toMatchObject({ given: false, withdrawn_at: expect.any(String) });
      expect(withdrawn.body.consent_history.slice(-2)).toEqual([
        expect.objectContaining({ kind: 'advertising', action: 'given', source: 'settings' }),
        expect.objectContaining({ kind: 'advertising', action: 'withdrawn', source: 'settings' }),
      ]);
    });

    it('should change the address only with the code sent to the new one, and answer a taken one alike without a code', async () => {
      // A taken address is answered like a free one: its owner gets a notice, no code can match.
      const taken = await anna.post<{ send: boolean; uuid: string }>('/api/setting/email/', { email: 'coach@example.ru' });
      expect(taken.status, JSON.stringify(taken.body)).toBe(200);
      const notice = await waitForMail(app.outboxDir, (mail) => mail.to.includes('coach@example.ru') && /Попытка привязать/.test(mail.subject));
      expect(notice.text).not.toMatch(/\b\d{5}\b/);
      const guessed = await anna.post<{ detail: string }>('/api/setting/email/confirm/', { uuid: taken.body.uuid, code: '12345' });
      expect(guessed.status).toBe(400);
      expect(guessed.body.detail).toMatch(/Неверный код/);
      const requested = await anna.post<{ send: boolean; uuid: string }>('/api/setting/email/', { email: newAddress });
      expect(requested.status, JSON.stringify(requested.body)).toBe(200);
      expect(Object.keys(requested.body).sort()).toEqual(Object.keys(taken.body).sort());
      const code = await readCodeFromOutbox(app.outboxDir, newAddress, seen);
      const wrong = await anna.post<{ detail: string }>('/api/setting/email/confirm/', { uuid: requested.body.uuid, code: code === '00000' ? '11111' : '00000' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.detail).toMatch(/Неверный код/);
      // The code confirms the change only: it does not sign anyone in.
      const stranger = app.client();
      await stranger.get('/api/csrf');
      expect((await stranger.post('/api/token', { uuid: requested.body.uuid, code })).status).toBe(400);
      const changed = await anna.post<Settings>('/api/setting/email/confirm/', { uuid: requested.body.uuid, code });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(changed.body.email).toBe(newAddress);
      expect((await anna.get<{ email: string }>('/api/user-me/')).body.email).toBe(newAddress);
      // The guide she took as a guest under her first address is still hers.
      const products = await anna.get<Array<{ id: string; type: { id: number } }>>('/api/user-product/');
      expect(products.body.map((product) => product.type.id)).toContain(1);
      const guide = products.body.find((product) => product.type.id === 1)!;
      expect((await anna.get('/api/download-file/', { payment_id: guide.id, type_id: 1 })).status).toBe(200);
    });

    it('should build a data export by a job with her sessions, summaries, purchases and payments', async () => {
      const requested = await anna.post<ExportState>('/api/setting/export/', {});
      expect(requested.status).toBe(202);
      const id = requested.body.export!.id;
      await expect.poll(async () => (await anna.get<ExportState>('/api/setting/export/')).body.export?.status, { timeout: 15_000 }).toBe('ready');
      const file = await anna.get<{
        profile: { email: string; name: string };
        sessions: Array<{ summary: string | null }>;
        purchases: Array<{ description: string; amountRoubles: number; payments: Array<{ type: string }> }>;
        consents: unknown[];
      }>(`/api/setting/export/${id}/download/`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-disposition')).toMatch(/attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"/);
      expect(file.body.profile).toMatchObject({ email: newAddress, name: fullName });
      expect(file.body.sessions).toEqual([expect.objectContaining({ summary })]);
      expect(file.body.purchases).toHaveLength(2);
      expect(file.body.purchases).toEqual(
        expect.arrayContaining([expect.objectContaining({ amountRoubles: 3500, payments: [expect.objectContaining({ type: 'PaymentSucceeded' })] })]),
      );
      expect(file.body.consents.length).toBeGreaterThanOrEqual(3);
      expect((await coach.get(`/api/setting/export/${id}/download/`)).status).toBe(404);
    });

    it('should erase her personal data everywhere on deletion while the totals still add up', async () => {
      // The scan does find her while she has an account, in the read models; the events hold her data only encrypted.
      const before = await databaseTraces(app.services.db, [newAddress, fullName, summary]);
      expect(before).toEqual(expect.arrayContaining([expect.stringMatching(/\.users: 1 row/), expect.stringMatching(/\.consultations: 1 row/)]));
      expect(before.filter((trace) => /\.events:/.test(trace))).toEqual([]);
      const totalsBefore = (await coach.get('/api/audit/totals/')).body;
      clock.advance(60_000); // past the 30 s between two codes to one address
      const requested = await anna.post<{ uuid: string }>('/api/setting/delete/', {});
      expect(requested.status, JSON.stringify(requested.body)).toBe(200);
      const code = await readCodeFromOutbox(app.outboxDir, newAddress, seen);
      const deleted = await anna.post<{ result: boolean }>('/api/setting/delete/confirm/', { uuid: requested.body.uuid, code });
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
      expect((await anna.get('/api/user-me/')).status).toBe(401);

      const needles = [firstAddress, newAddress, fullName, summary];
      expect(await databaseTraces(app.services.db, needles)).toEqual([]);
      if (backend === 'servers') expect(await redisTraces((await realRedisUrl())!, needles)).toEqual([]);

      expect((await coach.get('/api/audit/totals/')).body).toEqual(totalsBefore);
      const report = await replayAndCompare(app.services.db, app.services.store, projections);
      expect(report.differences).toEqual([]);
    });

    it('should not let her sign in again: the address is unknown now', async () => {
      const client = app.client();
      await client.get('/api/csrf');
      const answer = await client.get<{ send: boolean }>('/api/send-code/', { email: newAddress, registration: false, agreement: false, notification: false });
      expect(answer.body.send).toBe(true);
      await waitForMail(app.outboxDir, (message) => message.to.includes(newAddress) && !seen.has(message.file) && message.subject === 'Вход на сайт коуча');
      expect((await readOutbox(app.outboxDir)).filter((message) => message.to.includes(newAddress) && !seen.has(message.file) && /^Код для входа/.test(message.subject))).toEqual([]);
    });
  });
}
