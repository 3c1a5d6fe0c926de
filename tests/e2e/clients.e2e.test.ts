import { mkdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { registerAndSignIn } from '../support/sign-in';
import { cspViolationsIn } from './support/browser';
import { useE2eSuite } from './support/e2e-suite';
import { signInThroughUi } from './support/sign-in-ui';
import { confirmPurchase } from './support/booking-ui';

const shots = '/tmp/office-clients-shots';
const workbook = 'Рабочая тетрадь «Колесо баланса»';
const note = 'Готовится к смене профессии, просила не звонить по утрам';

/** The page is no wider than the window: nothing clipped, no sideways scrolling. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('the coach finds a client under «Клиенты», writes a private note and refunds her purchase from the card', () => {
  const suite = useE2eSuite({ adminEmails: ['coach@example.ru'] });

  it('should refund after a confirmation that names the lost download, and the client sees it refunded without its download; the «Журнал» shows each step in Russian', { timeout: 180_000 }, async () => {
    const { app } = suite;
    await mkdir(shots, { recursive: true });
    const seenMail = new Set<string>();
    const clientContext = await suite.newContext();
    const client = await clientContext.newPage();
    await signInThroughUi(client, app, 'anna@example.ru', { register: true, seenMail, from: '/login?redirect=/lk/product' });
    await client.waitForURL((url) => url.pathname === '/lk/product');
    await client.getByRole('button', { name: `Купить: ${workbook}` }).click();
    await confirmPurchase(client.getByRole('dialog', { name: workbook }));
    await client.getByRole('dialog', { name: 'Тестовая оплата' }).getByRole('button', { name: 'Оплатить' }).click();
    await client.waitForURL(/\/buy-success\//);
    await client.goto('/lk/product');
    await client.getByRole('button', { name: `Скачать: ${workbook}` }).waitFor();

    const coachApi = app.client();
    await registerAndSignIn(coachApi, app.outboxDir, 'coach@example.ru', seenMail);
    const context = await suite.newContext();
    const page = await context.newPage();
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInThroughUi(page, app, 'coach@example.ru', { seenMail });
    await page.waitForURL((url) => url.pathname === '/lk');
    await page.goto('/lk/admin/clients');
    await page.getByRole('textbox', { name: 'Поиск клиента' }).fill('ANNA@');
    await page.getByRole('button', { name: 'Найти' }).click();
    await page.getByRole('table', { name: 'Клиенты' }).getByRole('button', { name: 'anna@example.ru' }).click();
    await page.getByRole('heading', { name: 'anna@example.ru' }).waitFor();
    await page.screenshot({ path: `${shots}/card-1366.png`, fullPage: true });

    await page.getByRole('button', { name: 'Добавить заметку' }).click();
    const noteDialog = page.getByRole('dialog', { name: 'Новая заметка' });
    await noteDialog.getByRole('textbox', { name: 'Текст заметки' }).fill(note);
    await noteDialog.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByRole('region', { name: 'Заметки коуча' }).getByText(note).waitFor();

    const purchases = page.getByRole('region', { name: 'Покупки и платежи' });
    await purchases.getByRole('button', { name: 'Вернуть деньги' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Вернуть деньги?' });
    await expect(confirm.textContent()).resolves.toMatch(/Колесо баланса».*вернётся 990\s₽.*больше не сможет скачать этот файл/s);
    await page.screenshot({ path: `${shots}/refund-dialog-1366.png` });
    await confirm.getByRole('button', { name: 'Вернуть деньги' }).click();
    await purchases.getByText(/возвращено 990\s₽/).waitFor();
    await purchases.getByText(/Деньги возвращены: /).waitFor();
    expect(await purchases.getByRole('button', { name: 'Вернуть деньги' }).count()).toBe(0);

    await client.setViewportSize({ width: 1366, height: 900 });
    await client.reload();
    const refunded = client.getByRole('listitem').filter({ has: client.getByRole('heading', { name: workbook }) });
    await refunded.getByText(/^Возвращено \d{2}\.\d{2}\.\d{4}$/).waitFor();
    await refunded.getByText('Деньги возвращены, файл больше недоступен.').waitFor();
    expect(await client.getByRole('button', { name: `Скачать: ${workbook}` }).count()).toBe(0);
    await client.screenshot({ path: '/tmp/office-refunded-1366.png', fullPage: true });
    await client.setViewportSize({ width: 390, height: 844 });
    await refunded.getByText(/^Возвращено /).waitFor();
    expect(await overflow(client)).toBeLessThanOrEqual(0);
    await client.screenshot({ path: '/tmp/office-refunded-390.png', fullPage: true });
    expect(await client.content()).not.toContain(note);

    await page.setViewportSize({ width: 390, height: 844 });
    await purchases.getByText(/возвращено 990\s₽/).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${shots}/card-390.png`, fullPage: true });
    await page.getByRole('button', { name: '← Все клиенты' }).click();
    await page.getByRole('list', { name: 'Клиенты' }).getByRole('button', { name: 'anna@example.ru' }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${shots}/list-390.png`, fullPage: true });

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/lk/admin/journal');
    const journal = page.getByRole('table', { name: 'Журнал' });
    const row = (title: string) => journal.getByRole('row').filter({ has: page.getByText(title, { exact: true }) }).first();
    await expect(row('Деньги возвращены').textContent()).resolves.toMatch(/990\s₽; Рабочая тетрадь.*anna@example\.ru.*коуч/s);
    await expect(row('Заметка о клиенте добавлена').textContent()).resolves.toMatch(/anna@example\.ru.*коуч/s);
    await expect(row('Оплата получена').textContent()).resolves.toMatch(/990\s₽.*anna@example\.ru/s);
    expect(cspViolationsIn(context)).toEqual([]);
    await clientContext.close();
    await context.close();
  });
});
