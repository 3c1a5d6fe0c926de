import { mkdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { registerAndSignIn } from '../support/sign-in';
import { freeDay, showFreeDays, confirmPurchase } from './support/booking-ui';
import { useE2eSuite } from './support/e2e-suite';
import { signInThroughUi } from './support/sign-in-ui';

const shots = '/tmp/scheduling-shots';

describe('a client in Berlin buys a package, answers the intake questions and books a weekly series on her phone', () => {
  const suite = useE2eSuite({ adminEmails: ['coach@example.ru'] });

  it('should show her own time beside Moscow time, ask the questions once, and book the series in one step', async () => {
    const { app } = suite;
    await mkdir(shots, { recursive: true });
    const coach = app.client();
    // One set of the coach's codes read, so her later sign-in in the page reads a fresh one.
    const coachMail = new Set<string>();
    await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru', coachMail);
    const saved = await coach.request('PUT', '/api/admin/intake/', {
      body: {
        questions: [
          { text: 'Чего вы ждёте от коучинга?', kind: 'long', required: true },
          { text: 'Как вы узнали обо мне?', kind: 'single', required: false, options: ['Друзья', 'Поиск', 'Соцсети'] },
        ],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const context = await suite.newContext({ timezoneId: 'Europe/Berlin' });
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughUi(page, app, 'lena@example.de', { register: true, seenMail: new Set() });
    await page.waitForURL((url) => url.pathname === '/lk');

    // The package: its first session is booked with the payment, the other four become credits.
    await showFreeDays(page, 3);
    await freeDay(page).first().click();
    const bookingDialog = page.getByRole('dialog', { name: /^Дата записи на сессию / });
    await bookingDialog.getByText(/по Берлину/).first().waitFor();
    await bookingDialog.getByRole('radio', { name: /^Пакет из 5 сессий/ }).check();
    await confirmPurchase(bookingDialog);
    await page.getByRole('dialog', { name: 'Тестовая оплата' }).getByRole('button', { name: 'Оплатить' }).click();
    await page.waitForURL(/\/buy-success\//);
    await page.getByRole('heading', { name: 'Оплата прошла успешно!' }).waitFor();
    await page.goto('/lk');

    // The questions before the first session, at the top of her cabinet.
    const intake = page.getByRole('form', { name: 'Анкета перед первой сессией' });
    await intake.waitFor({ timeout: 20_000 });
    await intake.getByRole('button', { name: 'Отправить ответы' }).click();
    await intake.getByText(/обязательн|Ответьте/).first().waitFor();
    await page.screenshot({ path: `${shots}/intake-required-390.png`, fullPage: true });
    await intake.getByRole('textbox').first().fill('Понять, куда расти дальше');
    await intake.getByRole('radio', { name: 'Друзья' }).check();
    await intake.getByRole('button', { name: 'Отправить ответы' }).click();
    await page.getByText('Спасибо! Ответы сохранены.').waitFor();

    // Her session card: Berlin time with Moscow time beside it.
    await page.getByText(/по Берлину \(\d\d:\d\d МСК\)/).first().waitFor();

    // A weekly series of three from the package, in one step.
    await showFreeDays(page, 2);
    await freeDay(page).nth(1).click();
    const series = page.getByRole('dialog', { name: /^Дата записи на сессию / });
    await series.getByRole('radio', { name: /^Коуч-сессия/ }).check();
    await series.getByRole('radio', { name: 'Каждую неделю' }).check();
    await series.getByRole('button', { name: /^Записать серию/ }).waitFor();
    await expect.poll(() => series.getByRole('button', { name: /^Записать серию/ }).isEnabled(), { timeout: 15_000 }).toBe(true);
    // The server's preview lists every date of the series, on her clock with Moscow time beside it.
    await expect.poll(() => series.getByText(/по Берлину \(\d\d:\d\d МСК\) — свободно$/).count(), { timeout: 15_000 }).toBe(4);
    await page.screenshot({ path: `${shots}/series-390.png`, fullPage: true });
    await series.getByRole('button', { name: /^Записать серию/ }).click();
    await series.waitFor({ state: 'hidden', timeout: 20_000 });
    await expect.poll(() => page.getByText(/Серия: \d из \d/).count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${shots}/cabinet-after-series-390.png`, fullPage: true });

    // The coach reads her zone and her answers in the client card.
    const found = (await coach.get<{ items: Array<{ id: string; email: string }> }>('/api/admin/clients/', { q: 'lena@example.de' })).body.items;
    const clientCard = (await coach.get<{ time_zone?: string | null; intake?: { answers: Array<{ question: string; text: string; choices: string[] }> } | null }>(`/api/admin/clients/${found[0]!.id}/`)).body;
    expect(clientCard.time_zone).toBe('Europe/Berlin');
    expect(clientCard.intake?.answers.map((answer) => [answer.question, answer.text || answer.choices.join()])).toEqual([
      ['Чего вы ждёте от коучинга?', 'Понять, куда расти дальше'],
      ['Как вы узнали обо мне?', 'Друзья'],
    ]);

    // The coach's card: her zone, her answers, and the package's refund by consumer law (the used sessions at the package's price).
    const office = await suite.newContext();
    const desk = await office.newPage();
    await desk.setViewportSize({ width: 1366, height: 900 });
    await signInThroughUi(desk, app, 'coach@example.ru', { seenMail: coachMail });
    await desk.waitForURL((url) => url.pathname === '/lk');
    await desk.goto('/lk/admin/clients');
    await desk.getByRole('textbox', { name: 'Поиск клиента' }).fill('lena@');
    await desk.getByRole('button', { name: 'Найти' }).click();
    await desk.getByRole('table', { name: 'Клиенты' }).getByRole('button', { name: 'lena@example.de' }).click();
    await desk.getByRole('heading', { name: 'lena@example.de' }).waitFor();
    await desk.getByText(/Берлин \(UTC\+1\)/).first().waitFor();
    await desk.getByText('Понять, куда расти дальше').first().waitFor();
    await desk.getByRole('region', { name: 'Покупки и платежи' }).getByRole('button', { name: 'Вернуть деньги' }).first().click();
    const refund = desk.getByRole('alertdialog', { name: 'Вернуть деньги?' });
    await refund.getByText(/Сессий пакета использовано: \d из 5/).waitFor();
    await desk.screenshot({ path: `${shots}/package-refund-1366.png` });
    await refund.getByRole('button', { name: 'Не возвращать' }).click();
    await office.close();
    await context.close();
  }, 240_000);
});
