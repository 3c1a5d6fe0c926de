import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { TestApp } from '../support/test-app';
import { type SeededContent, seedContent } from './support/accessibility-seed';
import { expectNoSeriousViolations } from './support/axe';
import { launchChromium } from './support/browser';
import { appliedColorScheme, colorSchemes, inEachColorScheme, newContextInScheme } from './support/color-scheme';
import { startE2eApp } from './support/e2e-app';
import { containsFocus, focusedElement, focusEscapesAfter, tabbableCount, tabUntil } from './support/keyboard';
import { signInThroughUi } from './support/sign-in-ui';

type Role = 'guest' | 'client' | 'coach';
type Path = string | ((seeded: SeededContent) => string);

type Screen = {
  name: string;
  as: Role;
  path: Path;
  /** Resolves once the screen shows its content. */
  ready: (page: Page, seeded: SeededContent) => Promise<unknown>;
};

type Dialog = {
  name: string;
  as: Role;
  path: Path;
  /** Steps before the opener can be used (fill a field, open the dialog this one lives in). */
  prepare?: (page: Page) => Promise<unknown>;
  /** The control that opens the dialog; it is focused and activated with Enter. */
  opener: (page: Page) => Locator;
  dialog: (page: Page) => Locator;
  /** Resolves once the dialog shows its content (some load parts on demand). */
  ready?: (dialog: Locator) => Promise<unknown>;
  /** `stays`: a dialog only its close icon closes (the code dialog, spec 2.4). */
  escape?: 'closes' | 'stays';
  /** Where the focus goes when Escape closed the dialog, if not back to its opener. */
  focusReturnsTo?: (page: Page) => Locator;
};

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();
const named = (role: 'dialog' | 'alertdialog', name: string | RegExp) => (page: Page) => page.getByRole(role, { name });
const button = (name: string | RegExp) => (page: Page) => page.getByRole('button', { name }).first();

/** Every screen, as the person it is for sees it once there is something to show. */
const screens: Screen[] = [
  { name: 'landing', as: 'guest', path: '/', ready: (page) => page.getByRole('button', { name: /^Купить: / }).first().waitFor() },
  { name: 'login', as: 'guest', path: '/login', ready: (page) => page.getByRole('tabpanel', { name: 'Вход' }).waitFor() },
  { name: 'blog', as: 'guest', path: '/blogs', ready: (page, seeded) => page.getByText(seeded.articleTitle).first().waitFor() },
  { name: 'blog post', as: 'guest', path: (seeded) => `/blogs/${seeded.articleId}`, ready: (page, seeded) => page.getByRole('heading', { name: seeded.articleTitle }).waitFor() },
  { name: 'about', as: 'guest', path: '/about', ready: h1 },
  { name: 'public offer', as: 'guest', path: '/user-offer', ready: h1 },
  { name: 'unsubscribe', as: 'guest', path: '/user-unsubscribe?uuid=unknown', ready: h1 },
  { name: 'payment success', as: 'client', path: (seeded) => `/buy-success/${seeded.purchaseId}`, ready: (page) => page.getByRole('heading', { name: 'Оплата прошла успешно!' }).waitFor() },
  { name: 'cabinet calendar and sessions', as: 'client', path: '/lk', ready: (page, seeded) => page.getByText(seeded.sessionSummary).waitFor() },
  { name: 'cabinet calendar (/lk/calendar)', as: 'client', path: '/lk/calendar', ready: (page) => page.getByRole('button', { name: /, свободно$/ }).first().waitFor() },
  { name: 'cabinet products', as: 'client', path: '/lk/product', ready: (page) => page.getByRole('button', { name: /^Скачать: / }).first().waitFor() },
  { name: 'cabinet settings', as: 'client', path: '/lk/setting', ready: (page) => page.getByRole('region', { name: 'Профиль' }).waitFor() },
  { name: 'coach: sessions with clients', as: 'coach', path: '/lk', ready: (page, seeded) => page.getByText(seeded.clientEmail).first().waitFor() },
  { name: 'coach: products', as: 'coach', path: '/lk/product', ready: h1 },
  { name: 'coach: articles', as: 'coach', path: '/lk/article', ready: (page, seeded) => page.getByText(seeded.articleTitle).first().waitFor() },
  { name: 'coach: newsletters', as: 'coach', path: '/lk/news-letter', ready: (page, seeded) => page.getByText(seeded.newsletterTitle).first().waitFor() },
  { name: 'coach: journal', as: 'coach', path: '/lk/admin/journal', ready: (page) => page.getByRole('table', { name: 'Журнал' }).getByRole('row').nth(1).waitFor() },
  { name: 'coach: services', as: 'coach', path: '/lk/admin/services', ready: (page) => page.getByRole('button', { name: /^Изменить «/ }).first().waitFor() },
  { name: 'coach: practice', as: 'coach', path: '/lk/admin/practice', ready: (page) => page.getByRole('form', { name: 'Сведения о практике' }).waitFor() },
  {
    name: 'coach: schedule',
    as: 'coach',
    path: '/lk/admin/schedule',
    // The plan and the month of bookings, loaded (a booked time or the words that there is none).
    ready: (page) => page.getByRole('region', { name: /^Записи: / }).getByText(/^\d{2}:\d{2}$|записей нет/).first().waitFor(),
  },
];

/** Every dialog, opened by keyboard from where it lives. */
const dialogs: Dialog[] = [
  { name: 'free guide', as: 'guest', path: '/', opener: button(/^Скачать бесплатно PDF/), dialog: named('dialog', '5 шагов к поиску своего призвания') },
  { name: 'service details', as: 'guest', path: '/?path=services', opener: button(/^Узнать подробнее: /), dialog: named('dialog', /сесси/i) },
  { name: 'product details', as: 'guest', path: '/?path=products', opener: button(/^Подробнее: /), dialog: (page) => page.getByRole('dialog') },
  { name: 'guest purchase', as: 'guest', path: '/?path=products', opener: button(/^Купить: /), dialog: (page) => page.getByRole('dialog') },
  {
    name: 'login code',
    as: 'guest',
    path: '/login',
    prepare: (page) => page.getByRole('tabpanel', { name: 'Вход' }).getByLabel('Электронная почта').fill('visitor@example.ru'),
    opener: (page) => page.getByRole('tabpanel', { name: 'Вход' }).getByRole('button', { name: 'Продолжить' }),
    dialog: named('dialog', /^Введите код/),
    escape: 'stays',
  },
  { name: 'booking', as: 'client', path: '/lk', opener: button(/, свободно$/), dialog: named('dialog', /^Дата записи на сессию/) },
  { name: 'cancelling a session', as: 'client', path: '/lk', opener: button(/^Отменить сессию /), dialog: (page) => page.getByRole('alertdialog') },
  { name: 'support request', as: 'client', path: '/lk', opener: button('Запрос в поддержку'), dialog: named('dialog', 'Отправка запроса в техподдержку') },
  { name: 'changing the e-mail', as: 'client', path: '/lk/setting', opener: button('Изменить почту'), dialog: named('dialog', 'Смена электронной почты') },
  { name: 'deleting the account', as: 'client', path: '/lk/setting', opener: button('Удалить аккаунт'), dialog: named('dialog', 'Удалить аккаунт?') },
  { name: 'cabinet purchase', as: 'client', path: '/lk/product', opener: button(/^Купить: /), dialog: (page) => page.getByRole('dialog') },
  { name: 'editing a service', as: 'coach', path: '/lk/admin/services', opener: button('Изменить «Коуч-сессия»'), dialog: named('dialog', 'Услуга «Коуч-сессия»') },
  { name: 'special day', as: 'coach', path: '/lk/admin/schedule', opener: button('Добавить особый день'), dialog: named('dialog', 'Новый особый день') },
  {
    name: 'sandbox checkout',
    as: 'client',
    path: '/lk/product',
    prepare: (page) => page.getByRole('button', { name: /^Купить: / }).first().click(),
    opener: (page) => page.getByRole('dialog').getByRole('button', { name: 'Купить' }),
    dialog: named('dialog', 'Тестовая оплата'),
    // The purchase dialog that opened it is gone by then: back to the product's own button.
    focusReturnsTo: button(/^Купить: /),
  },
  { name: 'session editor', as: 'coach', path: '/lk', opener: button(/^Редактировать сессию /), dialog: named('dialog', 'Редактирование сессии') },
  { name: 'new article', as: 'coach', path: '/lk/article', opener: button('Создать статью'), dialog: named('dialog', 'Новая статья') },
  { name: 'article editor', as: 'coach', path: '/lk/article', opener: button(/^Редактировать статью /), dialog: named('dialog', 'Редактирование статьи') },
  { name: 'deleting an article', as: 'coach', path: '/lk/article', opener: button(/^Удалить статью /), dialog: (page) => page.getByRole('alertdialog') },
  {
    name: 'newsletter editor',
    as: 'coach',
    path: '/lk/news-letter',
    opener: button(/^Редактировать рассылку /),
    dialog: named('dialog', 'Редактирование рассылки'),
    ready: (dialog) => dialog.getByRole('toolbar', { name: 'Форматирование текста' }).waitFor(),
  },
  {
    name: 'newsletter image',
    as: 'coach',
    path: '/lk/news-letter',
    prepare: (page) => page.getByRole('button', { name: 'Создать рассылку' }).click(),
    opener: (page) => page.getByRole('dialog', { name: 'Новая рассылка' }).getByRole('button', { name: 'Изображение' }),
    dialog: (page) => page.getByRole('dialog').filter({ has: page.getByLabel('Файл изображения для рассылки') }),
  },
];

const pathOf = (path: Path, seeded: SeededContent) => (typeof path === 'string' ? path : path(seeded));

describe('accessibility in Chromium (axe-core, keyboard)', () => {
  let app: TestApp;
  let browser: Browser;
  let seeded: SeededContent;
  const seenMail = new Set<string>();
  const contexts: BrowserContext[] = [];
  const pages = new Map<Role, Page>();
  const pageOf = (role: Role) => pages.get(role)!;

  beforeAll(async () => {
    app = await startE2eApp({ adminEmails: ['coach@example.ru'] });
    browser = await launchChromium();
    seeded = await seedContent(app, seenMail);
    for (const role of ['guest', 'client', 'coach'] as const) {
      const context = await newContextInScheme(browser, app.baseUrl, 'light');
      contexts.push(context);
      const page = await context.newPage();
      if (role !== 'guest') {
        await signInThroughUi(page, app, role === 'coach' ? seeded.coachEmail : seeded.clientEmail, { seenMail });
        await page.waitForURL((url) => url.pathname === '/lk');
      }
      pages.set(role, page);
    }
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await app?.close();
  });

  it.each(colorSchemes)('should load in the %s scheme stored before the page loads', async (scheme) => {
    const context = await newContextInScheme(browser, app.baseUrl, scheme);
    const page = await context.newPage();
    await page.goto('/');
    expect(await appliedColorScheme(page)).toEqual({ attribute: scheme, colorScheme: scheme });
    await context.close();
  });

  it.each(screens)('should show $name ($as) in Russian with no serious violations in either scheme', async (screen) => {
    const page = pageOf(screen.as);
    await page.goto(pathOf(screen.path, seeded));
    await screen.ready(page, seeded);
    expect(await page.locator('html').getAttribute('lang')).toBe('ru');
    await inEachColorScheme(page, (scheme) => expectNoSeriousViolations(page, `${screen.name} (${scheme})`));
  });

  it.each(dialogs)('should open the $name dialog ($as) by Enter, hold the focus, pass axe in either scheme and close by Escape', async (entry) => {
    const page = pageOf(entry.as);
    await page.goto(pathOf(entry.path, seeded));
    await entry.prepare?.(page);
    const opener = entry.opener(page);
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = entry.dialog(page);
    await dialog.waitFor();
    await entry.ready?.(dialog);
    await expect.poll(() => containsFocus(dialog), { message: 'focus moves into the dialog' }).toBe(true);

    await inEachColorScheme(page, (scheme) => expectNoSeriousViolations(page, `${entry.name} dialog (${scheme})`, dialog));

    const presses = (await tabbableCount(dialog)) + 2;
    expect(await focusEscapesAfter(page, dialog, 'Tab', presses), 'Tab stays in the dialog').toBeNull();
    expect(await focusEscapesAfter(page, dialog, 'Shift+Tab', presses), 'Shift+Tab stays in the dialog').toBeNull();

    await page.keyboard.press('Escape');
    if (entry.escape === 'stays') {
      expect(await dialog.isVisible(), 'Escape leaves this dialog open').toBe(true);
      return;
    }
    await dialog.waitFor({ state: 'hidden' });
    const returnTarget = entry.focusReturnsTo?.(page) ?? opener;
    await expect.poll(() => containsFocus(returnTarget), { message: 'focus returns to where the dialog was opened from' }).toBe(true);
  });

  describe('keyboard on the landing', () => {
    it('should offer a skip link first that moves the focus to the main content', async () => {
      const page = pageOf('guest');
      await page.goto('/');
      const skip = page.getByRole('link', { name: 'Перейти к содержанию' });
      await skip.waitFor({ state: 'attached' });
      await page.keyboard.press('Tab');
      expect(await containsFocus(skip)).toBe(true);
      expect((await skip.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    });

    it('should reach the main call to action by Tab with a visible focus indicator at every stop', async () => {
      const page = pageOf('guest');
      await page.goto('/');
      await page.getByRole('button', { name: 'Сделать шаг к главному' }).waitFor();
      const stops = await tabUntil(page, /^Сделать шаг к главному$/);
      expect(stops.filter((stop) => !stop.focusVisible || !stop.indicator).map((stop) => stop.name)).toEqual([]);
      expect(await focusedElement(page)).toMatchObject({ name: 'Сделать шаг к главному', focusVisible: true, indicator: true });
    });
  });
});
