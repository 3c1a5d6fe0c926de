import { mkdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buyAndPay } from '../support/back-office-app';
import { createTestClock } from '../support/clock';
import { waitForMail } from '../support/outbox';
import { registerAndSignIn } from '../support/sign-in';
import { cspViolationsIn } from './support/browser';
import { useE2eSuite } from './support/e2e-suite';
import { signInThroughUi } from './support/sign-in-ui';

const shots = '/tmp/coach-shots';
const sampleLegalName = 'Смирнова Анна Сергеевна';

/** The global alert with this text (the spec's alert banner). */
const alertSaying = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

const laptop = { width: 1366, height: 900 };
const phone = { width: 390, height: 844 };

/** The screen as it is now on a phone and on a laptop (`<name>-390.png`, `<name>-1366.png`), back on the laptop after. */
async function shootBoth(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  for (const size of [phone, laptop]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${shots}/${name}-${size.width}.png`, fullPage: options.fullPage });
  }
}

describe('the coach\'s first day: she signs in with «Вход», every save is confirmed, and she downloads a backup', () => {
  const suite = useE2eSuite({ adminEmails: ['coach@example.ru'], now: createTestClock(new Date('2026-11-22T09:00:00.000Z')).now });
  // One for the suite: a later sign-in must not read an earlier, spent code from the outbox.
  const seenMail = new Set<string>();

  it('should let the ADMIN_EMAILS address in from «Вход» on a fresh install, into her cabinet and on to the back office', async () => {
    const { app } = suite;
    await mkdir(shots, { recursive: true });
    const context = await suite.newContext();
    const page = await context.newPage();
    await page.setViewportSize(phone);
    await signInThroughUi(page, app, 'coach@example.ru', { seenMail });
    // Her first sign-in lands in the back office.
    await page.waitForURL((url) => url.pathname.startsWith('/lk/admin'));
    await page.goto('/lk/admin/practice');
    await page.getByRole('form', { name: 'Сведения о практике' }).waitFor();
    expect(cspViolationsIn(context)).toEqual([]);
    await context.close();
  });

  // Eight screens, each shot on a phone and a laptop: longer than the suite's default minute on a loaded machine.
  it('should confirm her saves, take her name as hers even when it reads like the sample, and hand her a backup', { timeout: 180_000 }, async () => {
    const { app } = suite;
    const anna = app.client();
    await registerAndSignIn(anna, app.outboxDir, 'anna@example.ru', seenMail);
    await buyAndPay(anna, { product: 'consultation', type: 1, date: '2026-12-02 07:00' });

    const context = await suite.newContext();
    const page = await context.newPage();
    await page.setViewportSize(laptop);
    await signInThroughUi(page, app, 'coach@example.ru', { seenMail });
    await page.waitForURL((url) => url.pathname === '/lk');

    // Практика: her legal name is the sample's, word for word; once saved, it is hers.
    await page.goto('/lk/admin/practice');
    const banner = page.getByRole('status').getByText(/ещё стоят образцы/);
    await banner.waitFor();
    await shootBoth(page, 'practice-placeholders');
    const form = page.getByRole('form', { name: 'Сведения о практике' });
    const field = (label: string) => form.getByRole('textbox', { name: label, exact: true });
    expect(await field('ФИО продавца полностью').inputValue()).toBe(sampleLegalName);
    await field('ИНН').fill('500100732259');
    await field('Адрес для корреспонденции').fill('101000, г. Москва, ул. Мясницкая, д. 1');
    await field('Почта для связи (и отправитель писем)').fill('anna@smirnova-coach.ru');
    await field('Адрес поддержки (в подвале сайта)').fill('help@smirnova-coach.ru');
    await field('Адрес сайта').fill('https://smirnova-coach.ru');
    await field('Номер в реестре операторов персональных данных').fill('77-24-123456');
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await form.getByText(/^Сохранено/).waitFor();
    await expect.poll(() => banner.count()).toBe(0);
    expect(await field('ФИО продавца полностью').inputValue()).toBe(sampleLegalName);

    // «Сделать копию», then «Скачать копию»: the archive arrives whole in the browser.
    await page.getByRole('button', { name: 'Сделать копию' }).click();
    await alertSaying(page, 'Резервная копия готова').waitFor();
    const link = page.getByRole('link', { name: /^Скачать копию/ });
    await shootBoth(page, 'practice-backup', { fullPage: true });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^coach-backup-[\dTZ-]+\.tar$/);
    const saved = await download.path();
    expect((await readFile(saved)).subarray(0, 100).toString('latin1')).toContain('manifest.json');

    // Расписание: the plan and the meeting room each say they were saved.
    await page.goto('/lk/admin/schedule');
    const windowDays = page.getByRole('spinbutton', { name: 'Окно записи, дней вперёд' }).or(page.getByRole('textbox', { name: 'Окно записи, дней вперёд' }));
    await windowDays.fill('60');
    await page.getByRole('button', { name: 'Сохранить расписание' }).click();
    await alertSaying(page, 'Расписание сохранено').waitFor();
    await shootBoth(page, 'schedule-saved');
    await page.getByRole('textbox', { name: 'Ссылка на встречу по умолчанию' }).fill('https://telemost.yandex.ru/j/55501234567890');
    await page.getByRole('region', { name: 'Где проходят сессии' }).getByRole('button', { name: 'Сохранить' }).click();
    await alertSaying(page, 'Ссылка на встречу сохранена').waitFor();
    await shootBoth(page, 'meeting-link-saved');

    // Услуги: a new price.
    await page.goto('/lk/admin/services');
    await page.getByRole('button', { name: 'Изменить «Коуч-сессия»' }).click();
    const service = page.getByRole('dialog', { name: 'Услуга «Коуч-сессия»' });
    await service.getByRole('textbox', { name: 'Цена, ₽' }).fill('4000');
    await service.getByRole('button', { name: 'Сохранить' }).click();
    await alertSaying(page, 'Услуга «Коуч-сессия» сохранена').waitFor();
    await shootBoth(page, 'service-saved');

    // A session's summary, from her cabinet.
    await page.goto('/lk');
    await page.getByRole('button', { name: /^Редактировать сессию / }).first().click();
    const editor = page.getByRole('dialog', { name: 'Редактирование сессии' });
    await editor.getByRole('textbox', { name: 'Описание сессии' }).fill('Разобрали цели на месяц.');
    await editor.getByRole('button', { name: 'Сохранить' }).click();
    await alertSaying(page, 'Итоги сессии сохранены').waitFor();
    await shootBoth(page, 'summary-saved');

    // The refund dialog names nobody's gender.
    await page.goto('/lk/admin/clients');
    await page.getByRole('table', { name: 'Клиенты' }).getByRole('button', { name: 'anna@example.ru' }).click();
    await page.getByRole('region', { name: 'Покупки и платежи' }).getByRole('button', { name: 'Вернуть деньги' }).click();
    const refund = page.getByRole('alertdialog', { name: 'Вернуть деньги?' });
    await expect(refund.textContent()).resolves.toMatch(/тем же способом, каким была оплачена покупка/);
    await shootBoth(page, 'refund-dialog');
    await refund.getByRole('button', { name: 'Вернуть деньги' }).click();
    await refund.waitFor({ state: 'hidden' });
    // She was told of the paid booking and of the refund by mail (at the practice's address), and
    // the client of her money.
    const toCoach = (subject: RegExp) => waitForMail(app.outboxDir, (mail) => !mail.to.includes('anna@example.ru') && subject.test(mail.subject), 20_000);
    await toCoach(/^Новая запись: Коуч-сессия/);
    await toCoach(/^Возврат .+₽: Коуч-сессия/);
    const refundMail = await waitForMail(app.outboxDir, (mail) => mail.to.includes('anna@example.ru') && /^Возврат /.test(mail.subject), 20_000);
    expect(refundMail.text).toMatch(/вся сумма оплаты/);

    // The Журнал: the backup made and downloaded, by the coach.
    await page.goto('/lk/admin/journal');
    const journal = page.getByRole('table', { name: 'Журнал' });
    await journal.getByText('Резервная копия скачана', { exact: true }).first().waitFor();
    await journal.getByText('Резервная копия сделана', { exact: true }).first().waitFor();
    await shootBoth(page, 'journal');
    expect(cspViolationsIn(context)).toEqual([]);
    await context.close();
  });
});
