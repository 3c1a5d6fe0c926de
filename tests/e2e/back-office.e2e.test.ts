import { mkdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createTestClock } from '../support/clock';
import { registerAndSignIn } from '../support/sign-in';
import { cspViolationsIn } from './support/browser';
import { useE2eSuite } from './support/e2e-suite';
import { signInThroughUi } from './support/sign-in-ui';

const shots = '/tmp/office-practice-shots';
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const sections = ['Клиенты', 'Расписание', 'Задания', 'Услуги', 'Продукты', 'Платежи', 'Журнал', 'Практика'];
const sectionPaths = ['clients', 'schedule', 'homework', 'services', 'products', 'payments', 'journal', 'practice'];

describe('the coach runs her practice from the back office: her details, a price, the journal, on a laptop and a phone', () => {
  const suite = useE2eSuite({ adminEmails: ['coach@example.ru'], now: createTestClock(new Date('2026-11-22T09:00:00.000Z')).now });

  it('should reach every section on a phone, show her details on the site, charge the new price to the next booking only, and journal it in Russian', async () => {
    const { app } = suite;
    await mkdir(shots, { recursive: true });
    const anna = app.client();
    await registerAndSignIn(anna, app.outboxDir, 'anna@example.ru');
    const buySingle = (date: string) => anna.post<{ data: { id: string; token: string } }>('/api/buy/', { product: 'consultation', type: 1, date });
    const amountOf = async (purchaseId: string) => {
      const [started] = await app.services.store.readStream(`purchase-${purchaseId}`);
      return (started?.data as { amountKopecks: number }).amountKopecks;
    };
    const earlier = await buySingle('2026-12-02 07:00');
    await anna.post(`/api/sandbox/checkout/${earlier.body.data.token}`, { outcome: 'succeeded' });

    const context = await suite.newContext();
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughUi(page, app, 'coach@example.ru', { register: true, seenMail: new Set() });
    await page.waitForURL((url) => url.pathname === '/lk');

    // On a phone: /lk/admin opens Клиенты, and the section row reaches every section without clipping the page.
    await page.goto('/lk/admin');
    await page.waitForURL((url) => url.pathname === '/lk/admin/clients');
    const nav = page.getByRole('navigation', { name: 'Разделы кабинета коуча' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(sections);
    await page.getByRole('status').getByText(/ещё стоят образцы/).waitFor();
    await page.screenshot({ path: `${shots}/clients-390.png` });
    for (const [index, title] of sections.entries()) {
      await nav.getByRole('link', { name: title }).click();
      await page.waitForURL((url) => url.pathname === `/lk/admin/${sectionPaths[index]}`);
      await expect.poll(() => nav.getByRole('link', { name: title }).getAttribute('aria-current')).toBe('page');
      expect(await overflow(page), title).toBeLessThanOrEqual(0);
    }
    await page.getByRole('form', { name: 'Сведения о практике' }).waitFor();
    await page.screenshot({ path: `${shots}/practice-390.png`, fullPage: true });

    // Практика on a laptop: a wrong check digit is refused in Russian, then her real details are saved.
    await page.setViewportSize({ width: 1366, height: 900 });
    const form = page.getByRole('form', { name: 'Сведения о практике' });
    const field = (label: string) => form.getByRole('textbox', { name: label, exact: true });
    await field('Имя коуча на сайте').fill('Мария Петрова');
    await field('Имя в родительном падеже (для писем: «сайт коуча …»)').fill('Марии Петровой');
    await field('ФИО продавца полностью').fill('Петрова Мария Ивановна');
    await field('ИНН').fill('500100732258');
    await field('Адрес для корреспонденции').fill('101000, г. Москва, ул. Мясницкая, д. 1');
    await field('Почта для связи (и отправитель писем)').fill('maria@petrova-coach.ru');
    await field('Адрес поддержки (в подвале сайта)').fill('help@petrova-coach.ru');
    await field('Адрес сайта').fill('https://petrova-coach.ru');
    await field('Номер в реестре операторов персональных данных').fill('77-24-123456');
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await form.getByText('ИНН: нужно 10 или 12 цифр с верной контрольной суммой.').waitFor();
    await field('ИНН').fill('500100732259');
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await form.getByText(/^Сохранено/).waitFor();
    await expect.poll(() => page.getByRole('status').getByText(/ещё стоят образцы/).count()).toBe(0);
    await page.screenshot({ path: `${shots}/practice-1366.png`, fullPage: true });

    // Услуги: the single session goes from 3 500 to 4 000 ₽.
    await nav.getByRole('link', { name: 'Услуги' }).click();
    await page.getByRole('button', { name: 'Изменить «Коуч-сессия»' }).click();
    const dialog = page.getByRole('dialog', { name: 'Услуга «Коуч-сессия»' });
    await dialog.getByText(/Новая цена — для новых покупок/).waitFor();
    await dialog.getByRole('textbox', { name: 'Цена, ₽' }).fill('4000');
    await page.screenshot({ path: `${shots}/service-dialog-1366.png` });
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(/4\s000\s₽/).first().waitFor();
    await page.screenshot({ path: `${shots}/services-1366.png`, fullPage: true });

    const next = await buySingle('2026-12-03 07:00');
    expect(await amountOf(next.body.data.id)).toBe(400_000);
    expect(await amountOf(earlier.body.data.id)).toBe(350_000);

    // The Журнал tells both steps in Russian, with the old and new values.
    await nav.getByRole('link', { name: 'Журнал' }).click();
    const journal = page.getByRole('table', { name: 'Журнал' });
    const row = (title: string) => journal.getByRole('row').filter({ has: page.getByText(title, { exact: true }) }).first();
    await expect(row('Услуга изменена').textContent()).resolves.toMatch(/Коуч-сессия: цена: 3\s500 ₽ → 4\s000 ₽ \(для новых покупок\).*коуч/s);
    await expect(row('Сведения о практике изменены').textContent()).resolves.toMatch(/ИНН: «000000000000» → «500100732259».*коуч/s);
    await expect(row('Оплата получена').textContent()).resolves.toMatch(/3\s500 ₽/);
    await page.screenshot({ path: `${shots}/journal-1366.png` });

    // The site shows her details: the footer of the landing and the offer.
    await page.goto('/');
    const footer = page.locator('#contact');
    await footer.getByRole('link', { name: 'help@petrova-coach.ru' }).waitFor();
    await footer.getByText(/Коуч Мария Петрова/).waitFor();
    await page.goto('/user-offer');
    await page.getByText(/Петрова Мария Ивановна, ИНН 500100732259/).first().waitFor();
    expect(await page.getByText('000000000000').count()).toBe(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/offer-390.png` });
    expect(cspViolationsIn(context)).toEqual([]);
    await context.close();
  });
});
