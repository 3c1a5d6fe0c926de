import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { readOutbox, waitForMail } from '../../support/outbox';
import { registerAndSignIn, requestCode } from '../../support/sign-in';
import { backendAvailable, startTestApp, type Backend, type TestApp } from '../../support/test-app';
import { checkedFetch } from '../../support/contract-answers';
import { scenarioStores } from '../../support/test-lane';

type Item = { id: number; send: boolean; recipients: number | null };

for (const backend of scenarioStores<Backend>('embedded', 'servers')) {
  describe.skipIf(!(await backendAvailable(backend)))(`newsletter recipients: clients and guests who consented, and how many a newsletter reached (${backend})`, () => {
    const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
    let app: TestApp;
    let coach: ApiClient;
    let guest: ApiClient;

    const moscow = (offsetMs: number) => {
      const at = new Date(clock.now().getTime() + offsetMs + 3 * 3_600_000);
      return { only_date: at.toISOString().slice(0, 10), only_time: at.toISOString().slice(11, 16) };
    };

    /** Schedules a newsletter a second from now and waits until the coach's list shows it sent. */
    async function sendNewsletter(name: string): Promise<Item> {
      const created = await coach.post<Item>('/api/newsletter/', { name, description: '<p>Новости</p>', ...moscow(1000) });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      let sent: Item | undefined;
      await expect
        .poll(async () => (sent = (await coach.get<Item[]>('/api/newsletter/')).body.find((item) => item.id === created.body.id))?.send, { timeout: 10_000 })
        .toBe(true);
      return sent!;
    }

    const addressees = async (subject: string) =>
      (await readOutbox(app.outboxDir))
        .filter((mail) => mail.subject === subject)
        .map((mail) => mail.to)
        .sort();

    async function guestTakesGuide(email: string, notification: boolean) {
      const taken = await guest.post<{ data: { id: string } }>('/api/buy/', { product: 'product', type: 1, amount: 0, email, agreement: true, notification });
      expect(taken.status, JSON.stringify(taken.body)).toBe(200);
      return taken.body.data.id;
    }

    beforeAll(async () => {
      app = await startTestApp({ backend, now: clock.now, adminEmails: ['coach@example.ru'] });
      coach = app.client();
      guest = app.client();
      await guest.get('/api/csrf');
      await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru');
    });
    afterAll(async () => {
      await app?.close();
    });

    it('should say a newsletter went to nobody when nobody is subscribed', async () => {
      const sent = await sendNewsletter('Пустая');
      expect(sent.recipients).toBe(0);
      expect(await addressees('Пустая')).toEqual([]);
    });

    it('should mail guests who gave the advertising consent with a purchase, and a guest who registered once', async () => {
      await guestTakesGuide('olga@example.ru', true);
      await guestTakesGuide('vera@example.ru', false);
      await guestTakesGuide('maria@example.ru', true);
      const maria = app.client();
      await maria.get('/api/csrf');
      const { uuid, code } = await requestCode(maria, app.outboxDir, 'maria@example.ru', { registration: true, notification: true });
      expect((await maria.post('/api/token', { uuid, code })).status).toBe(200);

      const sent = await sendNewsletter('Ноябрь');
      expect(await addressees('Ноябрь')).toEqual(['maria@example.ru', 'olga@example.ru']);
      expect(sent.recipients).toBe(2);
    });

    it("should record a guest's one-click unsubscribe as an event, once, and leave her out of the next newsletter", async () => {
      const olgasMail = await waitForMail(app.outboxDir, (mail) => mail.subject === 'Ноябрь' && mail.to.includes('olga@example.ru'));
      const oneClickUrl = /^<(.+)>$/.exec(olgasMail.headers['list-unsubscribe'] as string)![1]!.replace('http://localhost:3000', app.baseUrl);
      const postOneClick = () => checkedFetch(oneClickUrl, { method: 'POST', body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }) });

      const first = await postOneClick();
      expect(first.status).toBe(200);
      expect(((await first.json()) as { message: string }).message).toMatch(/отписались/);
      const second = await postOneClick();
      expect(((await second.json()) as { message: string }).message).toMatch(/уже отписаны/);
      const withdrawals = (await app.services.store.readAll()).filter((event) => event.type === 'GuestAdvertisingConsentWithdrawn');
      expect(withdrawals).toHaveLength(1);
      expect(withdrawals[0]?.data).toMatchObject({ email: 'olga@example.ru', source: 'unsubscribe-link' });
      const audit = await coach.get<Array<{ type: string }>>('/api/audit/events/', { q: 'GuestAdvertisingConsentWithdrawn' });
      expect(audit.body.map((event) => event.type)).toEqual(['GuestAdvertisingConsentWithdrawn']);

      const sent = await sendNewsletter('Декабрь');
      expect(await addressees('Декабрь')).toEqual(['maria@example.ru']);
      expect(sent.recipients).toBe(1);
    });

    it('should take a guest back when she gives the consent again with a later purchase, and keep a forged link out', async () => {
      await guestTakesGuide('olga@example.ru', true);
      await sendNewsletter('Январь');
      expect(await addressees('Январь')).toEqual(['maria@example.ru', 'olga@example.ru']);
      const forged = await checkedFetch(`${app.baseUrl}/api/unsubscribe/one-click/?uuid=${Buffer.from('guest:nobody').toString('base64url')}.forged`, {
        method: 'POST',
        body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }),
      });
      expect(forged.status).toBe(404);
    });
  });
}

