import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../support/api-client';
import { createTestClock } from '../../support/clock';
import { waitForMail } from '../../support/outbox';
import { registerAndSignIn, requestCode } from '../../support/sign-in';
import { startTestApp, type TestApp } from '../../support/test-app';

type Newsletter = { id: number; send: boolean; advertisement: { advertiser: string; erid: string } | null };
type Article = { id: number; advertisement: { advertiser: string; erid: string } | null };
type Ledger = {
  placements: Array<{ id: string; placed_on: string; advertiser: string; erid: string; where: string; title: string; income: number }>;
  quarters: Array<{ year: number; quarter: number; placements: number; income: number; levy: number }>;
  levy_rate: number;
};

const advertisement = { advertiser: 'ООО «Ромашка»', erid: '2VtzqwTGwxn' };
const text = '<p>Скидка на курс <a href="https://romashka.example/course?utm_source=mail">по ссылке</a> и <a href="http://romashka.example/">на сайте</a>.</p>';

/**
 * Third-party advertising (38-FZ art. 18.1): a marked newsletter's mail says «Реклама», names the
 * advertiser and the erid, and its links carry `erid`; an unmarked one does not. The coach keeps a
 * ledger of paid placements with each quarter's income and the 3 % levy (479-FZ).
 */
describe('advertising marks and the ledger of paid placements (embedded)', () => {
  const clock = createTestClock(new Date('2026-11-22T09:00:00.000Z'));
  let app: TestApp;
  let coach: ApiClient;
  let anna: ApiClient;

  const moscow = (offsetMs: number) => {
    const at = new Date(clock.now().getTime() + offsetMs + 3 * 3_600_000);
    return { only_date: at.toISOString().slice(0, 10), only_time: at.toISOString().slice(11, 16) };
  };

  beforeAll(async () => {
    app = await startTestApp({ backend: 'embedded', now: clock.now, adminEmails: ['coach@example.ru'] });
    [coach, anna] = [app.client(), app.client()];
    await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru');
    await anna.get('/api/csrf');
    const { uuid, code } = await requestCode(anna, app.outboxDir, 'anna@example.ru', { registration: true, notification: true });
    expect((await anna.post('/api/token', { uuid, code })).status).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  it("should mail a marked newsletter with «Реклама», the advertiser and the erid, and erid on its links; an unmarked one without", async () => {
    const marked = await coach.post<Newsletter>('/api/newsletter/', { name: 'Партнёрский выпуск', description: text, ...moscow(1000), advertisement });
    expect(marked.status, JSON.stringify(marked.body)).toBe(201);
    expect(marked.body.advertisement).toEqual(advertisement);
    const plain = await coach.post<Newsletter>('/api/newsletter/', { name: 'Обычный выпуск', description: text, ...moscow(1000) });
    expect(plain.status, JSON.stringify(plain.body)).toBe(201);
    expect(plain.body.advertisement).toBeNull();

    const mail = await waitForMail(app.outboxDir, (message) => message.subject === 'Партнёрский выпуск' && message.to.includes('anna@example.ru'));
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Реклама. Рекламодатель: ООО «Ромашка». erid: 2VtzqwTGwxn');
    }
    expect(mail.html.indexOf('Реклама.')).toBeLessThan(mail.html.indexOf('<p>Скидка на курс'));
    // The inbox preview (the hidden preheader, first in the body) starts with the mark too.
    expect(mail.html).toMatch(/<body[^>]*>\s*<div[^>]*>Реклама\. Скидка на курс/);
    expect(mail.html).toContain('href="https://romashka.example/course?utm_source=mail&amp;erid=2VtzqwTGwxn"');
    expect(mail.html).toContain('href="http://romashka.example/?erid=2VtzqwTGwxn"');
    // The unsubscribe link is the coach's own, not the advertiser's.
    expect(mail.html).not.toMatch(/unsubscribe[^"]*erid=/);

    const unmarked = await waitForMail(app.outboxDir, (message) => message.subject === 'Обычный выпуск' && message.to.includes('anna@example.ru'));
    expect(unmarked.html).not.toContain('Реклама');
    expect(unmarked.html).not.toContain('erid');
    expect(unmarked.html).toContain('href="https://romashka.example/course?utm_source=mail"');
  });

  it('should show the mark in the preview, keep it on a change, and drop it when the coach removes it', async () => {
    const preview = await coach.post<{ html: string }>('/api/newsletter/preview/', { name: 'Черновик', description: text, advertisement });
    expect(preview.status).toBe(200);
    expect(preview.body.html).toContain('Реклама. Рекламодатель: ООО «Ромашка». erid: 2VtzqwTGwxn');
    const created = await coach.post<Newsletter>('/api/newsletter/', { name: 'Позже', description: text, ...moscow(86_400_000), advertisement });
    const changed = await coach.request<Newsletter>('PUT', `/api/newsletter/${created.body.id}/`, { body: { name: 'Позже', description: text, ...moscow(86_400_000), advertisement: null } });
    expect(changed.status).toBe(200);
    expect(changed.body.advertisement).toBeNull();
    expect((await coach.get<Newsletter[]>('/api/newsletter/')).body.find((item) => item.id === created.body.id)?.advertisement).toBeNull();
  });

  it('should mark a welcome letter as a newsletter, and refuse its bad erid naming the letter', async () => {
    const letter = { subject: 'Подарок от партнёра', html: text, delay_days: 0 };
    const bad = await coach.request<{ detail: string }>('PUT', '/api/admin/welcome-series/', {
      body: { enabled: true, stop_on_purchase: true, letters: [{ ...letter, advertisement: { advertiser: 'ООО «Ромашка»', erid: 'не токен' } }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/^Письмо 1: Токен erid/);
    const saved = await coach.request<{ letters: Array<{ advertisement: unknown }> }>('PUT', '/api/admin/welcome-series/', {
      body: { enabled: true, stop_on_purchase: true, letters: [{ ...letter, advertisement }] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.letters[0]?.advertisement).toEqual(advertisement);

    const guest = app.client();
    await guest.get('/api/csrf');
    expect((await guest.post('/api/buy/', { product: 'product', type: 1, amount: 0, email: 'vera@example.ru', agreement: true, notification: true })).status).toBe(200);
    const mail = await waitForMail(app.outboxDir, (message) => message.subject === 'Подарок от партнёра' && message.to.includes('vera@example.ru'), 15_000);
    expect(mail.html).toContain('Реклама. Рекламодатель: ООО «Ромашка». erid: 2VtzqwTGwxn');
    expect(mail.html).toContain('href="http://romashka.example/?erid=2VtzqwTGwxn"');
  });

  it('should mark an article as advertising', async () => {
    const article = await coach.post<Article>('/api/article/', { name: 'Обзор курса', description: 'Текст обзора.', ...moscow(0), advertisement });
    expect(article.status, JSON.stringify(article.body)).toBe(201);
    expect((await anna.get<Article[]>('/api/article/', { id: article.body.id })).body[0]?.advertisement).toEqual(advertisement);
  });

  it('should refuse a bad erid or a missing advertiser with a Russian 400', async () => {
    for (const [bad, detail] of [
      [{ advertiser: 'ООО «Ромашка»', erid: 'erid с пробелами' }, /erid/],
      [{ advertiser: 'ООО «Ромашка»', erid: '' }, /erid/],
      [{ advertiser: 'ООО «Ромашка»', erid: 'x'.repeat(51) }, /не длиннее 50/],
      [{ advertiser: '  ', erid: '2VtzqwTGwxn' }, /Укажите рекламодателя/],
    ] as const) {
      const refused = await coach.post<{ detail: string }>('/api/newsletter/', { name: 'Плохая', description: text, ...moscow(1000), advertisement: bad });
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(refused.body.detail).toMatch(detail);
      expect(refused.body.detail).toMatch(/[а-яё]/i);
    }
    const placement = await coach.post<{ detail: string }>('/api/admin/compliance/placements/', { placed_on: '2026-11-01', advertiser: 'ООО «Ромашка»', erid: 'плохой', where: 'newsletter', income: 100 });
    expect(placement.status).toBe(400);
    expect(placement.body.detail).toMatch(/Токен erid/);
    expect((await coach.get<Newsletter[]>('/api/newsletter/')).body.filter((item) => item.advertisement?.erid === 'erid с пробелами')).toEqual([]);
  });

  it('should sum the placements by quarter with the 3 % levy, and forget a removed one', async () => {
    const add = (placed_on: string, income: number, where = 'newsletter') =>
      coach.post<Ledger>('/api/admin/compliance/placements/', { placed_on, advertiser: 'ООО «Ромашка»', erid: '2VtzqwTGwxn', where, title: 'Партнёрский выпуск', income });
    expect((await add('2026-10-01', 10_000)).status).toBe(201);
    expect((await add('2026-12-31', 2_500.5, 'article')).status).toBe(201);
    expect((await add('2026-09-30', 7_000, 'welcome_letter')).status).toBe(201);
    const mistaken = await add('2026-11-15', 99_999);
    const ledger = (await coach.get<Ledger>('/api/admin/compliance/placements/')).body;
    expect(ledger.levy_rate).toBe(3);
    expect(ledger.placements.map((placement) => placement.placed_on)).toEqual(['2026-12-31', '2026-11-15', '2026-10-01', '2026-09-30']);
    expect(ledger.quarters).toEqual([
      { year: 2026, quarter: 4, placements: 3, income: 112_499.5, levy: 3_374.99 },
      { year: 2026, quarter: 3, placements: 1, income: 7_000, levy: 210 },
    ]);

    const id = mistaken.body.placements.find((placement) => placement.income === 99_999)!.id;
    const removed = await coach.request<Ledger>('DELETE', `/api/admin/compliance/placements/${id}/`);
    expect(removed.status).toBe(200);
    expect(removed.body.quarters[0]).toEqual({ year: 2026, quarter: 4, placements: 2, income: 12_500.5, levy: 375.02 });
    expect((await coach.request('DELETE', `/api/admin/compliance/placements/${id}/`)).status).toBe(404);
    expect((await anna.get('/api/admin/compliance/placements/')).status).toBe(403);
  });

});
