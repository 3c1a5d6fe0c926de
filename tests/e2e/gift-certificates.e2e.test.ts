import { mkdir, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { waitForMail } from '../support/outbox';
import { registerAndSignIn } from '../support/sign-in';
import { freeDay, showFreeDays } from './support/booking-ui';
import { useE2eSuite } from './support/e2e-suite';
import { signInThroughUi } from './support/sign-in-ui';
import { paymentConsentBox } from './support/booking-ui';

const shots = '/tmp/shots-G';
const codePattern = /[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}/;
/** The mail's «Активировать сертификат» link. */
const redeemLinkPattern = /https?:\/\/\S+\/lk\/gift\/[A-HJ-NP-Z2-9-]+/;

describe('a guest gives a session on her phone; the recipient redeems it and books the session', () => {
  const suite = useE2eSuite({ adminEmails: ['coach@example.ru'] });
  // One set of seen mails for the suite: each sign-in reads a fresh code.
  const seenMail = new Set<string>();

  it('should sell the certificate through the sandbox, mail it today with its code, and book a session with it', async () => {
    const { app } = suite;
    await mkdir(shots, { recursive: true });

    const guest = await (await suite.newContext()).newPage();
    await guest.setViewportSize({ width: 1366, height: 900 });
    await guest.goto('/gift');
    const form = guest.getByRole('region', { name: 'Подарочный сертификат' });
    await form.getByRole('radio', { name: /^Коуч-сессия/ }).waitFor();
    await guest.screenshot({ path: `${shots}/gift-page-1366.png`, fullPage: true });

    await guest.setViewportSize({ width: 390, height: 844 });
    await guest.getByRole('button', { name: /^Оплатить/ }).click();
    await form.getByText('Выберите, что подарить.').waitFor();
    await guest.screenshot({ path: `${shots}/gift-page-errors-390.png`, fullPage: true });
    await form.getByRole('radio', { name: /^Коуч-сессия/ }).check();
    await form.getByLabel('Имя получателя').fill('Вера');
    await form.getByLabel('Почта получателя').fill('vera@example.ru');
    await form.getByRole('textbox', { name: 'Пожелание (необязательно)' }).fill('С днём рождения! Пусть всё задуманное сбудется.');
    await form.getByLabel('Ваша почта').fill('olga@example.ru');
    await form.getByRole('checkbox', { name: /обработку персональных данных/ }).check();
    await paymentConsentBox(form).check();
    await guest.screenshot({ path: `${shots}/gift-page-filled-390.png`, fullPage: true });
    expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await guest.getByRole('button', { name: /^Оплатить/ }).click();
    await guest.getByRole('dialog', { name: 'Тестовая оплата' }).getByRole('button', { name: 'Оплатить' }).click();
    await guest.waitForURL(/\/buy-success\//);
    await guest.getByRole('heading', { name: 'Оплата прошла успешно!' }).waitFor();
    await guest.getByText(/Сертификат придёт получателю на почту/).waitFor();
    await guest.screenshot({ path: `${shots}/gift-paid-390.png`, fullPage: true });

    // Delivery today: the recipient's mail arrives with the code and the PDF.
    const mail = await waitForMail(app.outboxDir, (found) => found.to.includes('vera@example.ru') && found.subject.startsWith('Вам подарок'), 20_000);
    const code = codePattern.exec(mail.text)?.[0] ?? '';
    expect(code).toMatch(codePattern);
    expect(mail.attachments[0]?.mimeType).toBe('application/pdf');
    await writeFile(`${shots}/gift-mail.html`, mail.html);
    await writeFile(`${shots}/gift-certificate.pdf`, mail.attachments[0]!.content);
    const mailPage = await (await suite.newContext()).newPage();
    for (const width of [390, 1366]) {
      await mailPage.setViewportSize({ width, height: 900 });
      await mailPage.setContent(mail.html);
      await mailPage.screenshot({ path: `${shots}/gift-mail-${width}.png`, fullPage: true });
    }

    // The recipient has no account: the mail's link takes her through the registration and back to
    // «Активировать сертификат», where the dialog opens with her code.
    const link = new URL(redeemLinkPattern.exec(mail.text)?.[0] ?? '', app.baseUrl);
    expect(link.pathname).toBe(`/lk/gift/${code}`);
    const recipient = await (await suite.newContext()).newPage();
    await recipient.setViewportSize({ width: 390, height: 844 });
    await signInThroughUi(recipient, app, 'vera@example.ru', { register: true, seenMail, from: link.pathname });
    await recipient.waitForURL((url) => url.pathname === link.pathname);
    const dialog = recipient.getByRole('dialog', { name: 'Подарочный сертификат' });
    await dialog.getByText(code).waitFor();
    await dialog.getByText('Коуч-сессия').waitFor();
    await recipient.screenshot({ path: `${shots}/redeem-dialog-390.png` });
    await recipient.setViewportSize({ width: 1366, height: 900 });
    await recipient.screenshot({ path: `${shots}/redeem-dialog-1366.png` });
    await recipient.setViewportSize({ width: 390, height: 844 });
    await dialog.getByRole('button', { name: 'Активировать' }).click();
    await recipient.getByText(/Сертификат активирован/).waitFor();
    await recipient.screenshot({ path: `${shots}/redeemed-390.png`, fullPage: true });

    // A second try is refused.
    await recipient.getByLabel('Код сертификата').fill(code);
    await recipient.getByRole('button', { name: 'Проверить' }).click();
    await dialog.getByText('Этот сертификат уже активирован.').waitFor();
    await dialog.getByRole('button', { name: 'Понятно' }).click();

    // The session is booked with the certificate's credit, like a paid one.
    await recipient.getByRole('link', { name: 'Записаться' }).click();
    await recipient.waitForURL((url) => url.pathname === '/lk');
    await showFreeDays(recipient, 1);
    await freeDay(recipient).first().click();
    const bookingDialog = recipient.getByRole('dialog', { name: /^Дата записи на сессию / });
    await bookingDialog.getByRole('radio', { name: /^Коуч-сессия/ }).check();
    await bookingDialog.getByRole('button', { name: 'Записаться (сессия из пакета)' }).click();
    await bookingDialog.waitFor({ state: 'detached' });
    const coach = app.client();
    await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru', seenMail);
    const certificates = (await coach.get<Array<{ status: string; recipient_name: string }>>('/api/admin/gift-certificates/')).body;
    expect(certificates).toEqual([expect.objectContaining({ status: 'redeemed', recipient_name: 'Вера' })]);
    await recipient.screenshot({ path: `${shots}/booked-390.png`, fullPage: true });
  }, 180_000);

  it('should sell a certificate for an amount on a phone, and pay the recipient’s session with it', async () => {
    const { app } = suite;
    const guest = await (await suite.newContext()).newPage();
    await guest.setViewportSize({ width: 390, height: 844 });
    await guest.goto('/gift');
    const form = guest.getByRole('region', { name: 'Подарочный сертификат' });
    await form.getByRole('radio', { name: /^Сумма на сессии и пакеты/ }).check();
    await form.getByLabel('Сумма, ₽').fill('100');
    await form.getByLabel('Имя получателя').fill('Нина');
    await form.getByLabel('Почта получателя').fill('nina@example.ru');
    await form.getByLabel('Ваша почта').fill('olga@example.ru');
    await form.getByRole('checkbox', { name: /обработку персональных данных/ }).check();
    await paymentConsentBox(form).check();
    await guest.getByRole('button', { name: /^Оплатить/ }).click();
    await form.getByText(/Сумма — целое число рублей от 500/).waitFor();
    await guest.screenshot({ path: `${shots}/gift-amount-error-390.png`, fullPage: true });
    await form.getByLabel('Сумма, ₽').fill('5000');
    await guest.getByRole('button', { name: /^Оплатить 5\s000/ }).waitFor();
    await guest.screenshot({ path: `${shots}/gift-amount-filled-390.png`, fullPage: true });
    expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await guest.getByRole('button', { name: /^Оплатить 5\s000/ }).click();
    await guest.getByRole('dialog', { name: 'Тестовая оплата' }).getByRole('button', { name: 'Оплатить' }).click();
    await guest.waitForURL(/\/buy-success\//);
    await guest.getByText(/Сертификат придёт получателю на почту/).waitFor();

    const mail = await waitForMail(app.outboxDir, (found) => found.to.includes('nina@example.ru') && found.subject.startsWith('Вам подарок'), 20_000);
    const code = codePattern.exec(mail.text)?.[0] ?? '';
    expect(mail.text).toMatch(/сумма появится на вашем счёте/);
    const mailPage = await (await suite.newContext()).newPage();
    await mailPage.setViewportSize({ width: 390, height: 900 });
    await mailPage.setContent(mail.html);
    await mailPage.screenshot({ path: `${shots}/gift-amount-mail-390.png`, fullPage: true });
    const recipient = await (await suite.newContext()).newPage();
    await recipient.setViewportSize({ width: 390, height: 844 });
    await signInThroughUi(recipient, app, 'nina@example.ru', { register: true, seenMail });
    await recipient.waitForURL((url) => url.pathname === '/lk');
    // Signed in already, she follows the mail's link: the dialog opens at once.
    await recipient.goto(`/lk/gift/${code}`);
    const dialog = recipient.getByRole('dialog', { name: 'Подарочный сертификат' });
    await dialog.getByText(/^Действует до \d+ \S+ \d{4}/).waitFor();
    await recipient.screenshot({ path: `${shots}/redeem-amount-dialog-390.png` });
    await dialog.getByRole('button', { name: 'Активировать' }).click();
    await recipient.getByText(/5\s000\s₽ сертификата на вашем счёте/).waitFor();

    await recipient.getByRole('link', { name: 'Записаться' }).click();
    await recipient.waitForURL((url) => url.pathname === '/lk');
    await recipient.getByText(/На подарочном сертификате 5\s000\s₽/).waitFor();
    await showFreeDays(recipient, 1);
    await freeDay(recipient).first().click();
    const bookingDialog = recipient.getByRole('dialog', { name: /^Дата записи на сессию / });
    await bookingDialog.getByRole('radio', { name: /^Коуч-сессия/ }).check();
    await bookingDialog.getByText(/Оплатит подарочный сертификат/).waitFor();
    await recipient.screenshot({ path: `${shots}/booking-with-certificate-390.png` });
    await bookingDialog.getByRole('button', { name: 'Записаться (оплатит сертификат)' }).click();
    await bookingDialog.waitFor({ state: 'detached' });
    await recipient.getByText(/На подарочном сертификате 1\s500\s₽/).waitFor();
    await recipient.screenshot({ path: `${shots}/booked-with-certificate-390.png`, fullPage: true });
  }, 180_000);
});
