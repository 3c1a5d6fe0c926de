import { mkdir } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetUnderLoad } from '../support/loaded-run';
import type { TestApp } from '../support/test-app';
import { cspViolationsIn, launchChromium, newRussianContext } from './support/browser';
import { startE2eApp } from './support/e2e-app';
import { signInThroughUi } from './support/sign-in-ui';

const shots = '/tmp/shots';
const clientEmail = 'olga@example.ru';
const question = 'Добрый день! Вот фото моего дневника сна: с чего начать на следующей неделе?';
const photoName = 'дневник-сна.png';
const answer = 'Начните с одного вечернего ритуала. План на неделю — в файле.';
const planName = 'план-на-неделю.pdf';
const templateTitle = 'Дневник вечерних ритуалов';
const longQuestion = 'Что получилось сделать на этой неделе?';
const scaleQuestion = 'Насколько вы довольны неделей?';
const draftText = 'Ложилась спать до 23:00 четыре вечера из семи.';
const comment = 'Отличный результат! На следующей неделе добавим прогулку перед сном.';

/** A valid 1×1 PNG (a single opaque pixel). */
const photo = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A small valid one-page PDF: its cross-reference offsets are counted from the objects. */
function onePagePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The page is no wider than the window: nothing clipped, no sideways scrolling. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * A full-page screenshot from the top: scrolled down, the sticky header would be drawn in the middle
 * of the picture.
 */
async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

/** Picks files through the button's file chooser, as a person does. */
async function attach(page: Page, files: Array<{ name: string; mimeType: string; buffer: Buffer }>): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Прикрепить файл' }).click();
  await (await chooser).setFiles(files);
}

/** A date `days` ahead on a Moscow calendar, as a date field takes it. */
const moscowDateAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Moscow' });

describe('the client’s workspace and homework in Chromium: a question with a photo, an answer with a PDF, homework assigned, answered and reviewed', () => {
  let app: TestApp;
  let browser: Browser;
  const seenMail = new Set<string>();

  beforeAll(async () => {
    await mkdir(shots, { recursive: true });
    app = await startE2eApp({ adminEmails: ['coach@example.ru'] });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('should carry a question with a photo to the coach, her answer with a PDF back, and homework from assigning through a kept draft to the coach’s review', { timeout: budgetUnderLoad(60_000) }, async () => {
    // 1. The client, on a phone, asks a question with a photo.
    const clientContext = await newRussianContext(browser, app.baseUrl);
    const client = await clientContext.newPage();
    await client.setViewportSize({ width: 390, height: 844 });
    await signInThroughUi(client, app, clientEmail, { register: true, seenMail });
    await client.waitForURL((url) => url.pathname === '/lk');
    const menu = client.getByRole('dialog', { name: 'Меню' });
    await client.getByRole('button', { name: 'Открыть меню' }).click();
    await menu.getByRole('navigation', { name: 'Личный кабинет' }).getByRole('link', { name: 'Сообщения' }).click();
    await client.waitForURL((url) => url.pathname === '/lk/messages');
    await menu.waitFor({ state: 'hidden' });
    await client.getByText(/^Сообщений пока нет/).waitFor();
    const clientComposer = client.getByRole('form', { name: 'Сообщение коучу' });
    await clientComposer.getByRole('textbox', { name: 'Сообщение коучу' }).fill(question);
    await attach(client, [{ name: photoName, mimeType: 'image/png', buffer: photo }]);
    await clientComposer.getByRole('list', { name: 'Приложенные файлы' }).getByText(new RegExp(`^${photoName}, `)).waitFor();
    expect(await overflow(client)).toBeLessThanOrEqual(0);
    await shoot(client, 'ws-1-client-composer-390');
    await clientComposer.getByRole('button', { name: 'Отправить' }).click();
    const clientThread = client.getByRole('region', { name: 'Переписка' });
    await clientThread.getByText(question).waitFor();
    await clientThread.getByRole('link', { name: new RegExp(`^${photoName}, `) }).waitFor();
    // Sent: the field and the attached files are cleared.
    await expect.poll(() => clientComposer.getByRole('textbox', { name: 'Сообщение коучу' }).inputValue()).toBe('');
    expect(await clientComposer.getByRole('list', { name: 'Приложенные файлы' }).count()).toBe(0);
    expect(await overflow(client)).toBeLessThanOrEqual(0);
    await shoot(client, 'ws-2-client-sent-390');

    // 2. The coach, at a desk, finds her by the unread badge, answers with a PDF, makes a template and assigns it.
    const coachContext = await newRussianContext(browser, app.baseUrl);
    const coach = await coachContext.newPage();
    await coach.setViewportSize({ width: 1366, height: 900 });
    await signInThroughUi(coach, app, 'coach@example.ru', { register: true, seenMail });
    await coach.waitForURL((url) => url.pathname === '/lk');
    await coach.getByRole('navigation', { name: 'Разделы кабинета' }).getByRole('link', { name: 'Кабинет коуча' }).click();
    const officeNav = coach.getByRole('navigation', { name: 'Разделы кабинета коуча' });
    // Her unread message is counted beside «Клиенты» and beside her name in the list.
    await officeNav.getByRole('link', { name: 'Клиенты 1' }).waitFor();
    const clientRow = coach.getByRole('table', { name: 'Клиенты' }).getByRole('row').filter({ has: coach.getByRole('button', { name: clientEmail }) });
    await clientRow.getByText('1 новое сообщение').waitFor();
    await clientRow.getByRole('button', { name: clientEmail }).click();
    await coach.getByRole('heading', { name: clientEmail }).waitFor();
    await coach.getByRole('tab', { name: 'Сообщения 1' }).click();
    const coachMessages = coach.getByRole('region', { name: 'Сообщения' });
    const coachThread = coachMessages.getByRole('region', { name: 'Переписка' });
    await coachThread.getByText(question).waitFor();
    const photoLink = coachThread.getByRole('link', { name: new RegExp(`^${photoName}, `) });
    await photoLink.waitFor();
    const photoDownload = await coach.request.get((await photoLink.getAttribute('href'))!);
    expect(photoDownload.status()).toBe(200);
    expect(photoDownload.headers()['content-type']).toBe('image/png');
    expect(Buffer.from(await photoDownload.body()).equals(photo)).toBe(true);
    // The coach's «Файлы» beside the thread list the photo too.
    await coach.getByRole('region', { name: 'Файлы' }).getByText(new RegExp(`^${photoName}, `)).first().waitFor();
    await shoot(coach, 'ws-3-coach-question-1366');

    const coachComposer = coachMessages.getByRole('form', { name: 'Сообщение клиенту' });
    await coachComposer.getByRole('textbox', { name: 'Сообщение клиенту' }).fill(answer);
    await attach(coach, [{ name: planName, mimeType: 'application/pdf', buffer: onePagePdf() }]);
    await coachComposer.getByRole('button', { name: 'Отправить' }).click();
    await coachThread.getByText(answer).waitFor();
    await coachThread.getByRole('link', { name: new RegExp(`^${planName}, `) }).waitFor();
    // Opening the thread read the question: nothing is counted as new any more.
    await officeNav.getByRole('link', { name: 'Клиенты', exact: true }).waitFor();
    await shoot(coach, 'ws-4-coach-answered-1366');

    await officeNav.getByRole('link', { name: 'Задания' }).click();
    await coach.getByRole('heading', { level: 1, name: 'Задания' }).waitFor();
    await coach.getByRole('button', { name: 'Новый шаблон' }).click();
    const editor = coach.getByRole('form', { name: 'Новый шаблон задания' });
    await editor.getByRole('textbox', { name: 'Название' }).fill(templateTitle);
    await editor.getByRole('textbox', { name: 'Инструкция' }).fill('Каждый вечер отмечайте, что получилось.');
    await editor.getByRole('button', { name: 'Добавить вопрос' }).click();
    const first = editor.getByRole('group', { name: 'Вопрос 1' });
    await first.getByRole('textbox', { name: 'Вопрос 1' }).fill(longQuestion);
    // A new question starts as «Развёрнутый ответ»: the long text this scenario wants.
    await expect.poll(() => first.getByRole('combobox').textContent()).toBe('Развёрнутый ответ');
    await editor.getByRole('button', { name: 'Добавить вопрос' }).click();
    const second = editor.getByRole('group', { name: 'Вопрос 2' });
    await second.getByRole('textbox', { name: 'Вопрос 2' }).fill(scaleQuestion);
    await second.getByRole('combobox').click();
    await coach.getByRole('option', { name: 'Шкала от 1 до 10' }).click();
    await expect.poll(() => second.getByRole('combobox').textContent()).toBe('Шкала от 1 до 10');
    await shoot(coach, 'ws-5-coach-template-1366');
    await editor.getByRole('button', { name: 'Сохранить шаблон' }).click();
    const templateCard = coach.getByRole('listitem').filter({ has: coach.getByRole('heading', { name: templateTitle }) });
    await templateCard.getByText('2 вопроса').waitFor();

    await officeNav.getByRole('link', { name: 'Клиенты', exact: true }).click();
    await coach.getByRole('table', { name: 'Клиенты' }).getByRole('button', { name: clientEmail }).click();
    await coach.getByRole('tab', { name: 'Задания' }).click();
    await coach.getByText('Заданий ещё не было.').waitFor();
    await coach.getByRole('button', { name: 'Назначить задание' }).click();
    const assign = coach.getByRole('dialog', { name: 'Назначить задание' });
    await assign.getByRole('combobox', { name: 'Шаблон' }).click();
    await coach.getByRole('option', { name: templateTitle }).click();
    const dueDate = moscowDateAhead(3);
    await assign.getByLabel('Срок: дата').fill(dueDate);
    await assign.getByLabel('Срок: время').fill('21:00');
    await coach.screenshot({ path: `${shots}/ws-6-coach-assign-1366.png` });
    await assign.getByRole('button', { name: 'Назначить' }).click();
    await assign.waitFor({ state: 'hidden' });
    const [year, month, day] = dueDate.split('-');
    const assigned = coach.getByRole('listitem').filter({ hasText: templateTitle });
    await assigned.getByText(new RegExp(`срок ${day}\\.${month}\\.${year} 21:00 \\(МСК\\)`)).waitFor();
    await assigned.getByText('Новое', { exact: true }).waitFor();

    // 3. The client reads the answer, downloads the PDF, answers the homework in two sittings and sends it.
    await client.reload();
    await clientThread.getByText(answer).waitFor();
    const planLink = clientThread.getByRole('link', { name: new RegExp(`^${planName}, `) });
    await planLink.waitFor();
    // The coach opened the thread, so the question reads «Прочитано».
    await clientThread.getByRole('listitem').filter({ hasText: question }).getByText('Прочитано').waitFor();
    const planDownload = await client.request.get((await planLink.getAttribute('href'))!);
    expect(planDownload.status()).toBe(200);
    expect(planDownload.headers()['content-type']).toBe('application/pdf');
    expect(planDownload.headers()['content-disposition']).toMatch(/^attachment;/);
    expect(planDownload.headers()['content-disposition']).toContain(encodeURIComponent(planName));
    expect(Buffer.from(await planDownload.body()).toString('latin1')).toMatch(/^%PDF-1\.4\n/);
    expect(await overflow(client)).toBeLessThanOrEqual(0);
    await shoot(client, 'ws-7-client-answer-390');

    await client.getByRole('button', { name: 'Открыть меню' }).click();
    await menu.getByRole('navigation', { name: 'Личный кабинет' }).getByRole('link', { name: 'Задания' }).click();
    await client.waitForURL((url) => url.pathname === '/lk/homework');
    await menu.waitFor({ state: 'hidden' });
    const homeworkCard = client.getByRole('listitem').filter({ has: client.getByRole('link', { name: templateTitle }) });
    await homeworkCard.getByText('Новое', { exact: true }).waitFor();
    await homeworkCard.getByText(`Срок: ${day}.${month}.${year} 21:00`, { exact: true }).waitFor();
    expect(await overflow(client)).toBeLessThanOrEqual(0);
    await shoot(client, 'ws-8-client-homework-list-390');
    await homeworkCard.getByRole('link', { name: templateTitle }).click();
    await client.waitForURL((url) => url.pathname.startsWith('/lk/homework/'));
    const answers = client.getByRole('form', { name: 'Ответы на задание' });
    await answers.getByRole('textbox', { name: longQuestion }).fill(draftText);
    await answers.getByRole('radiogroup', { name: scaleQuestion }).getByRole('radio', { name: '8', exact: true }).check();
    await answers.getByRole('button', { name: 'Сохранить черновик' }).click();
    await answers.getByText(/^Черновик сохранён /).waitFor();
    await client.getByText('Черновик', { exact: true }).waitFor();

    // The draft is kept on the server: a reload shows both answers.
    await client.reload();
    await expect.poll(() => answers.getByRole('textbox', { name: longQuestion }).inputValue()).toBe(draftText);
    expect(await answers.getByRole('radiogroup', { name: scaleQuestion }).getByRole('radio', { name: '8', exact: true }).isChecked()).toBe(true);
    expect(await overflow(client)).toBeLessThanOrEqual(0);
    await shoot(client, 'ws-9-client-draft-390');
    await answers.getByRole('button', { name: 'Отправить' }).click();
    const confirm = client.getByRole('alertdialog', { name: 'Отправить ответы?' });
    await confirm.getByRole('button', { name: 'Отправить' }).click();
    await client.getByRole('alert').filter({ hasText: 'Ответы отправлены коучу.' }).waitFor();
    await client.getByText('Отправлено', { exact: true }).waitFor();
    expect(await answers.count()).toBe(0);

    // 4. The coach reads the answers, comments and marks the homework reviewed.
    await coach.reload();
    await coach.getByRole('button', { name: `Открыть «${templateTitle}»` }).click();
    await coach.getByText(draftText).waitFor();
    const review = coach.getByRole('form', { name: 'Комментарий к заданию' });
    await review.getByRole('textbox', { name: 'Комментарий для клиента' }).fill(comment);
    expect(await review.getByRole('checkbox', { name: 'Отметить проверенным' }).isChecked()).toBe(true);
    await review.getByRole('button', { name: 'Сохранить' }).click();
    await review.getByText('Сохранено: клиент увидит это в кабинете.').waitFor();
    await coach.getByText('Проверено', { exact: true }).waitFor();
    await shoot(coach, 'ws-10-coach-reviewed-1366');

    await client.goto('/lk/homework');
    const reviewedCard = client.getByRole('listitem').filter({ has: client.getByRole('link', { name: templateTitle }) });
    await reviewedCard.getByText('Проверено', { exact: true }).waitFor();
    await reviewedCard.getByRole('link', { name: templateTitle }).click();
    const coachComment = client.getByRole('region', { name: 'Комментарий коуча' });
    await coachComment.getByText(comment).waitFor();
    await client.getByText(draftText).waitFor();
    expect(await overflow(client)).toBeLessThanOrEqual(0);
    await shoot(client, 'ws-11-client-reviewed-390');

    expect(cspViolationsIn(clientContext)).toEqual([]);
    expect(cspViolationsIn(coachContext)).toEqual([]);
    await clientContext.close();
    await coachContext.close();
  });
});
