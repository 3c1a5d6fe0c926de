import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { waitForMail } from '../support/outbox';
import { registerAndSignIn } from '../support/sign-in';
import { bookAndPayFirstFreeDay, freeDay, confirmPurchase } from './support/booking-ui';
import { useE2eSuite } from './support/e2e-suite';
import { signInThroughUi } from './support/sign-in-ui';

const workbook = 'Рабочая тетрадь «Колесо баланса»';
const workbookPdf = Buffer.from('%PDF-1.4\n% Рабочая тетрадь\n').toString('base64');
const signInNote = (email: string) =>
  `Мы отправили письмо на ${email}. Если с этим адресом ещё нет личного кабинета, в письме будет не код, а приглашение зарегистрироваться.`;

/** The links of a dialog's legal text, by their words. */
async function linkTexts(page: Page, dialogName: string | RegExp): Promise<string[]> {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('link').first().waitFor();
  return dialog.getByRole('link').allInnerTexts();
}

describe('everyday purchases, newsletters and sign-in in Chromium', () => {
  const suite = useE2eSuite({ adminEmails: ['coach@example.ru'] });
  const seenMail = new Set<string>();

  beforeAll(async () => {
    const coach = suite.app.client();
    await registerAndSignIn(coach, suite.app.outboxDir, 'coach@example.ru', seenMail);
    const upload = await coach.request('PUT', '/api/product/2/', {
      body: { name: workbook, icon: 'wheel', description: '<p>Тетрадь</p>', amount: 990, file_temp: { name: 'koleso', type: 'pdf', base64: workbookPdf } },
    });
    expect(upload.status).toBe(200);
  });

  it('should tell the coach that a newsletter with no subscribers went to nobody', async () => {
    const context = await suite.newContext();
    const page = await context.newPage();
    await signInThroughUi(page, suite.app, 'coach@example.ru', { seenMail });
    await page.waitForURL((url) => url.pathname === '/lk');
    // Due this very minute (Moscow time): the send job runs at once.
    const moscowNow = new Date(Date.now() + 3 * 3_600_000).toISOString();
    const coach = suite.app.client();
    await registerAndSignIn(coach, suite.app.outboxDir, 'coach@example.ru', seenMail);
    const created = await coach.post('/api/newsletter/', {
      name: 'Пустая рассылка',
      description: '<p>Новости</p>',
      only_date: moscowNow.slice(0, 10),
      only_time: moscowNow.slice(11, 16),
    });
    expect(created.status).toBe(201);
    await expect.poll(async () => (await coach.get<Array<{ name: string; send: boolean }>>('/api/newsletter/')).body[0]?.send, { timeout: 15_000 }).toBe(true);
    await page.goto('/lk/news-letter');
    await page.getByText('Никому: нет подписчиков').waitFor();
    await context.close();
  });

  it('should say in the sign-in code dialog that the letter may be an invitation, in the same words for a known and an unknown address', async () => {
    const context = await suite.newContext();
    const page = await context.newPage();
    for (const email of ['stranger@example.ru', 'coach@example.ru']) {
      await page.goto('/login');
      const form = page.getByRole('tabpanel', { name: 'Вход' });
      await form.getByLabel('Электронная почта').fill(email);
      await form.getByRole('button', { name: 'Продолжить' }).click();
      const dialog = page.getByRole('dialog', { name: /Введите код/ });
      await dialog.getByText(signInNote(email)).waitFor();
      await dialog.getByRole('button', { name: 'Закрыть' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    // Registering gets a code either way: no such note there.
    await page.getByRole('tab', { name: 'Регистрация' }).click();
    const registration = page.getByRole('tabpanel', { name: 'Регистрация' });
    await registration.getByLabel('Электронная почта').fill('newcomer@example.ru');
    await registration.getByRole('checkbox', { name: /персональных данных/ }).check();
    await registration.getByRole('button', { name: 'Продолжить' }).click();
    const dialog = page.getByRole('dialog', { name: /Введите код/ });
    await dialog.waitFor();
    expect(await dialog.getByText(/приглашение зарегистрироваться/).count()).toBe(0);
    await context.close();
  });

  it('should show a client only the offer and the policy when she books, and the payment with its method on the session', async () => {
    const context = await suite.newContext();
    const page = await context.newPage();
    await signInThroughUi(page, suite.app, 'client@example.ru', { register: true, seenMail });
    await page.waitForURL((url) => url.pathname === '/lk');
    await freeDay(page).first().click();
    const bookingDialog = page.getByRole('dialog', { name: /^Дата записи на сессию / });
    await bookingDialog.waitFor();
    expect(await linkTexts(page, /^Дата записи на сессию /)).toEqual(['согласие на передачу данных ЮKassa', 'публичной оферты', 'политике обработки персональных данных']);
    expect(await bookingDialog.getByText(/рассылк/i).count()).toBe(0);
    await bookingDialog.getByRole('button', { name: 'Закрыть' }).last().click();
    await bookingDialog.waitFor({ state: 'hidden' });

    await bookAndPayFirstFreeDay(page);
    await page.getByText('Способ оплаты: тестовая оплата (песочница)').first().waitFor();
    await page.getByText(/^Оплата: 3\s500\s₽/).first().waitFor();
    await context.close();
  });

  it('should offer a client the download instead of a second payment for a product she has', async () => {
    const context = await suite.newContext();
    const page = await context.newPage();
    await signInThroughUi(page, suite.app, 'client@example.ru', { seenMail, from: '/login?redirect=/lk/product' });
    await page.waitForURL((url) => url.pathname === '/lk/product');
    await page.getByRole('button', { name: `Купить: ${workbook}` }).click();
    expect(await linkTexts(page, workbook)).toEqual(['публичной оферты', 'политике обработки персональных данных']);
    await confirmPurchase(page.getByRole('dialog', { name: workbook }));
    await page.getByRole('dialog', { name: 'Тестовая оплата' }).getByRole('button', { name: 'Оплатить' }).click();
    await page.waitForURL(/\/buy-success\//);
    await page.getByRole('heading', { name: 'Оплата прошла успешно!' }).waitFor();

    await page.goto('/lk/product');
    await page.getByText('Способ оплаты: тестовая оплата (песочница)').waitFor();
    // Her cabinet no longer offers what she owns (#31); the site's catalogue still does, and there it offers the download.
    expect(await page.getByRole('region', { name: 'Купить новые продукты' }).getByRole('button', { name: `Купить: ${workbook}` }).count()).toBe(0);
    await page.goto('/?path=products');
    await page.getByRole('button', { name: `Купить: ${workbook}` }).click();
    const again = page.getByRole('dialog', { name: workbook });
    await again.getByText('Этот продукт у вас уже есть, платить ещё раз не нужно.', { exact: false }).waitFor();
    expect(await again.getByRole('button', { name: 'Купить' }).count()).toBe(0);
    const download = page.waitForEvent('download');
    await again.getByRole('button', { name: 'Скачать' }).click();
    expect((await download).suggestedFilename()).toBe('koleso.pdf');
    await context.close();
  });

  it('should offer a guest the advertising consent only as its own optional box, and tell her only that a link was mailed when her address has the product', async () => {
    const context = await suite.newContext();
    const page = await context.newPage();
    await page.goto('/?path=products');
    await page.getByRole('button', { name: `Купить: ${workbook}` }).click();
    const dialog = page.getByRole('dialog', { name: workbook });
    await dialog.getByRole('checkbox', { name: /рекламной рассылки \(необязательно\)/ }).waitFor();
    expect(await dialog.getByText(/Рассылка:/).count()).toBe(0);
    // The address bought it from her cabinet above.
    await dialog.getByLabel('Электронная почта').fill('client@example.ru');
    await dialog.getByRole('checkbox', { name: /указан верно/ }).check();
    await dialog.getByRole('checkbox', { name: /даю согласие на обработку персональных данных/ }).check();
    await confirmPurchase(dialog);
    await page.getByRole('alertdialog', { name: 'Проверьте почту' }).getByText('Мы отправили ссылку для скачивания на вашу почту').waitFor();
    expect(await page.getByRole('dialog', { name: 'Тестовая оплата' }).count()).toBe(0);
    // Only her mailbox learns that the address has it.
    const told = await waitForMail(suite.app.outboxDir, (mail) => mail.to.includes('client@example.ru') && /уже куплен/.test(mail.subject));
    expect(told.text).toMatch(/\/api\/download\//);
    await context.close();
  });
});
