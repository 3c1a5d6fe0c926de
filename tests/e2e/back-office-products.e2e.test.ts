import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForMail } from '../support/outbox';
import { cspViolationsIn } from './support/browser';
import { useE2eSuite } from './support/e2e-suite';
import { signInThroughUi } from './support/sign-in-ui';
import { confirmPurchase } from './support/booking-ui';

const shots = '/tmp/office-products-shots';
const productName = 'Дневник перемен';
/** A few megabytes, so the upload lasts long enough (throttled below) for its progress bar to be seen. */
const productPdf = Buffer.concat([Buffer.from('%PDF-1.7\n% Дневник перемен\n'), Buffer.alloc(3 * 1024 * 1024, 'x'), Buffer.from('\n%%EOF\n')]);
const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

async function shoot(page: Page, name: string) {
  await mkdir(shots, { recursive: true });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

describe('the coach sells a product from the back office, in Chromium', () => {
  const suite = useE2eSuite({ adminEmails: ['coach@example.ru'] });
  const seenMail = new Set<string>();

  it('should let the coach create a product and upload its PDF with a progress bar', async () => {
    const context = await suite.newContext();
    const page = await context.newPage();
    await signInThroughUi(page, suite.app, 'coach@example.ru', { register: true, seenMail });
    await page.waitForURL((url) => url.pathname.startsWith('/lk'));
    await page.goto('/lk/admin/products');
    await page.getByRole('heading', { name: 'Продукты' }).waitFor();
    await page.getByRole('button', { name: 'Добавить продукт' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новый продукт' });
    await dialog.getByRole('textbox', { name: /^Название/ }).fill(productName);
    await dialog.getByRole('textbox', { name: /^Цена/ }).fill('1490');
    await dialog.getByRole('textbox', { name: /^Описание/ }).click();
    await page.keyboard.type('Тридцать дней записей о том, что меняется.');
    // The landing's own card previews the product as it is typed.
    await dialog.getByRole('figure').getByText(productName).waitFor();
    await dialog.getByRole('button', { name: 'Создать' }).click();

    const saved = page.getByRole('dialog', { name: `Продукт «${productName}»` });
    await saved.getByText('Файл ещё не загружен').waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 1024 * 1024 });
    await saved.locator('input[type=file]').setInputFiles({ name: 'dnevnik.pdf', mimeType: 'application/pdf', buffer: productPdf });
    const progress = saved.getByRole('progressbar', { name: 'Загрузка файла' });
    await progress.waitFor();
    await progress.scrollIntoViewIfNeeded();
    await saved.getByText(/Загружено .* из 3\sМБ/).waitFor();
    await shoot(page, 'product-uploading');
    await saved.getByText('Файл «dnevnik.pdf» загружен: покупатели скачивают эту версию.').waitFor({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await saved.getByRole('list', { name: 'Версии файла' }).getByText('dnevnik.pdf').waitFor();
    await shoot(page, 'product-dialog');
    await saved.getByRole('button', { name: 'Закрыть' }).last().click();
    await page.getByRole('list', { name: 'Продукты' }).getByText(productName).waitFor();
    await shoot(page, 'products');
    expect(cspViolationsIn(context)).toEqual([]);
    await context.close();
    // Registration, a throttled 3 MB upload and six screenshots: more than the default minute on a busy machine.
  }, 150_000);

  it('should let a client buy it and download the very bytes the coach uploaded', async () => {
    const context = await suite.newContext();
    const page = await context.newPage();
    await signInThroughUi(page, suite.app, 'client@example.ru', { register: true, seenMail, from: '/login?redirect=/lk/product' });
    await page.waitForURL((url) => url.pathname === '/lk/product');
    await page.getByRole('button', { name: `Купить: ${productName}` }).click();
    await confirmPurchase(page.getByRole('dialog', { name: productName }));
    await page.getByRole('dialog', { name: 'Тестовая оплата' }).getByRole('button', { name: 'Оплатить' }).click();
    await page.getByRole('heading', { name: 'Оплата прошла успешно!' }).waitFor();
    await page.goto('/lk/product');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Скачать: ${productName}` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('dnevnik.pdf');
    expect(sha256(await readFile(await file.path()))).toBe(sha256(productPdf));
    await context.close();
  });

  it('should show that payment under Платежи and download the accountant CSV', async () => {
    const context = await suite.newContext();
    const page = await context.newPage();
    await signInThroughUi(page, suite.app, 'coach@example.ru', { seenMail });
    await page.waitForURL((url) => url.pathname.startsWith('/lk'));
    await page.goto('/lk/admin/payments');
    const table = page.getByRole('table', { name: 'Платежи и возвраты' });
    await table.getByText(`Продукт: ${productName}`).waitFor();
    await expect.poll(() => table.getByText('client@example.ru').count()).toBe(1);
    await shoot(page, 'payments');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Скачать CSV для бухгалтера' }).click();
    const csv = await readFile(await (await download).path());
    expect(csv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csv.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toMatch(/^Дата и время \(МСК\);Операция;Что оплачено;/);
    expect(lines[1]).toMatch(new RegExp(`;Оплата;Продукт;${productName};1490,00;client@example.ru;тестовая оплата;`));
    await context.close();
  });

  it('should show the coach, before a newsletter goes out, whom it reaches and how its mail looks, and mail her a test copy', async () => {
    const context = await suite.newContext();
    const page = await context.newPage();
    await signInThroughUi(page, suite.app, 'coach@example.ru', { seenMail });
    await page.waitForURL((url) => url.pathname.startsWith('/lk'));
    await page.goto('/lk/news-letter');
    await page.getByRole('button', { name: 'Создать рассылку' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новая рассылка' });
    await dialog.getByText(/Сейчас подписчиков нет|письмо получат/).waitFor();
    await dialog.getByRole('textbox', { name: /^Заголовок/ }).fill('Новости декабря');
    await dialog.getByRole('textbox', { name: /^Текст рассылки/ }).click();
    await page.keyboard.type('В декабре открываю запись на новый поток.');
    await dialog.getByRole('button', { name: 'Как будет выглядеть письмо' }).click();
    const preview = page.getByRole('dialog', { name: 'Так письмо увидят подписчики' });
    // The letter's paragraph (its hidden preheader repeats the text), styled as the mail styles it.
    const letter = preview.getByRole('document', { name: 'Письмо рассылки' });
    await letter.getByRole('heading', { name: 'Новости декабря' }).waitFor();
    expect(await letter.getByRole('paragraph').filter({ hasText: 'В декабре открываю запись на новый поток.' }).count()).toBe(1);
    expect(await letter.getByText('Письмо отправлено автоматически').evaluate((element) => getComputedStyle(element).fontSize)).toBe('12px');
    await shoot(page, 'newsletter-preview');
    await preview.getByRole('button', { name: 'Закрыть' }).last().click();
    await dialog.getByRole('button', { name: 'Отправить себе на проверку' }).click();
    await page.getByText('Проверочное письмо отправлено на coach@example.ru.').waitFor();
    await shoot(page, 'newsletter-tools');
    expect(cspViolationsIn(context)).toEqual([]);
    const mail = await waitForMail(suite.app.outboxDir, (message) => message.subject === '[Проверка] Новости декабря');
    expect(mail.to).toBe('coach@example.ru');
    await context.close();
  });

  it('should let the coach withdraw the product and put it back on sale, each step in the Журнал', async () => {
    const context = await suite.newContext();
    const page = await context.newPage();
    await signInThroughUi(page, suite.app, 'coach@example.ru', { seenMail });
    await page.waitForURL((url) => url.pathname.startsWith('/lk'));
    await page.goto('/lk/admin/products');
    await page.getByRole('button', { name: `Снять с продажи: ${productName}` }).click();
    await page.getByRole('alertdialog', { name: 'Снять продукт с продажи?' }).getByRole('button', { name: 'Снять с продажи' }).click();
    const withdrawn = page.getByRole('list', { name: 'Снятые с продажи' });
    await withdrawn.getByText(productName).waitFor();
    expect(await page.getByRole('list', { name: 'Продукты' }).getByText(productName).count()).toBe(0);
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
      await page.screenshot({ path: `/tmp/office-products-withdrawn-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1366, height: 900 });
    await withdrawn.getByRole('button', { name: `Вернуть в продажу: ${productName}` }).click();
    await page.getByRole('list', { name: 'Продукты' }).getByText(productName).waitFor();
    expect(await page.getByRole('list', { name: 'Снятые с продажи' }).count()).toBe(0);

    await page.goto('/lk/admin/journal');
    const journal = page.getByRole('table', { name: 'Журнал' });
    await journal.getByText('Продукт возвращён в продажу', { exact: true }).waitFor();
    await journal.getByText('Продукт снят с продажи', { exact: true }).waitFor();
    expect(cspViolationsIn(context)).toEqual([]);
    await context.close();
  });
});
