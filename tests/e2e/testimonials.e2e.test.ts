import { mkdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { registerAndSignIn } from '../support/sign-in';
import { useE2eSuite } from './support/e2e-suite';
import { signInThroughUi } from './support/sign-in-ui';

const shots = '/tmp/testimonial-shots';
const text = 'После трёх встреч я поняла, чего хочу, и договорилась о переходе в продуктовую команду.';

describe('a client leaves a testimonial on her phone, the coach shows it on the landing, she withdraws the consent', () => {
  const suite = useE2eSuite({ adminEmails: ['coach@example.ru'] });

  it('should take the text with a separate, unticked consent, and take it off the landing when she withdraws it', async () => {
    const { app } = suite;
    await mkdir(shots, { recursive: true });
    const coach = app.client();
    // One set of the coach's codes read, so her later sign-in in the page reads a fresh one.
    const coachMail = new Set<string>();
    await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru', coachMail);

    const context = await suite.newContext();
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughUi(page, app, 'vera@example.ru', { register: true, seenMail: new Set() });
    await page.waitForURL((url) => url.pathname === '/lk');

    await page.goto('/lk/testimonial');
    const form = page.getByRole('form', { name: 'Отзыв' });
    await form.waitFor();
    const consent = form.getByRole('checkbox', { name: 'Согласен(на) на публикацию отзыва на сайте' });
    expect(await consent.isChecked()).toBe(false);
    await form.getByRole('button', { name: 'Отправить отзыв' }).click();
    await form.getByText('Напишите хотя бы 10 символов.').waitFor();
    await page.screenshot({ path: `${shots}/testimonial-empty-390.png`, fullPage: true });

    await form.getByRole('textbox').fill(text);
    await form.getByRole('radio', { name: /Инициалы/ }).check();
    await consent.check();
    await page.screenshot({ path: `${shots}/testimonial-filled-390.png`, fullPage: true });
    await form.getByRole('button', { name: 'Отправить отзыв' }).click();
    await page.getByText('Спасибо! Отзыв отправлен коучу.').waitFor();
    await page.getByRole('button', { name: 'Отозвать согласие на публикацию' }).waitFor();
    // Nothing reaches the page's width limit at 390 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const list = await coach.get<Array<{ user_id: string; publication_consent: boolean }>>('/api/admin/testimonials/');
    expect(list.body).toHaveLength(1);
    expect(list.body[0]!.publication_consent).toBe(true);

    // The coach approves it in «Клиенты» → «Отзывы», on her phone too.
    const coachPage = await (await suite.newContext()).newPage();
    await coachPage.setViewportSize({ width: 390, height: 844 });
    await signInThroughUi(coachPage, app, 'coach@example.ru', { seenMail: coachMail });
    await coachPage.waitForURL((url) => url.pathname.startsWith('/lk'));
    await coachPage.goto('/lk/admin/clients');
    const review = coachPage.getByRole('region', { name: 'Отзывы' });
    await review.getByText('Ждёт одобрения').waitFor();
    await review.getByRole('button', { name: 'Показать на сайте' }).click();
    await review.getByText('На сайте').waitFor();
    await review.screenshot({ path: `${shots}/coach-testimonials-390.png` });

    const visitor = await (await suite.newContext()).newPage();
    await visitor.setViewportSize({ width: 390, height: 844 });
    await visitor.goto('/?path=reviews');
    await visitor.locator('#reviews').getByText(text, { exact: false }).waitFor();
    await visitor.locator('#reviews').screenshot({ path: `${shots}/landing-reviews-390.png` });

    await page.reload();
    await page.getByText('Отзыв опубликован на сайте.').waitFor();
    await page.getByRole('button', { name: 'Отозвать согласие на публикацию' }).click();
    await page.getByRole('button', { name: 'Отозвать согласие на публикацию' }).waitFor({ state: 'detached' });
    expect(await page.getByRole('checkbox', { name: 'Согласен(на) на публикацию отзыва на сайте' }).isChecked()).toBe(false);
    await page.getByText(/Согласие отозвано/).waitFor();
    await page.screenshot({ path: `${shots}/testimonial-withdrawn-390.png`, fullPage: true });

    await visitor.reload();
    await visitor.locator('#reviews').getByText('Екатерина В.').waitFor();
    expect(await visitor.locator('#reviews').getByText(text, { exact: false }).count()).toBe(0);
  });
});
