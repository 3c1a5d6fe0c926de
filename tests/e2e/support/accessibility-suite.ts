/**
 * The accessibility suite's screens and dialogs, and the app, browser and signed-in pages its file
 * (`accessibility.e2e.test.ts`) starts once for both.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { TestApp } from '../../support/test-app';
import { type SeededContent, seedContent } from './accessibility-seed';
import { testLane } from '../../support/test-lane';
import { newContextInScheme, type ColorScheme } from './color-scheme';
import { useE2eSuite } from './e2e-suite';
import { signInThroughUi } from './sign-in-ui';
import { tickPaymentConsentIfAsked } from './booking-ui';

export type Role = 'guest' | 'client' | 'coach';
type Path = string | ((seeded: SeededContent) => string);

/** `key`: a screen or dialog on the way to a paid session or product, checked in `npm test` (`inThisLane`). */
type Checked = { key?: true };

export type Screen = Checked & {
  name: string;
  as: Role;
  path: Path;
  /** Resolves once the screen shows its content. */
  ready: (page: Page, seeded: SeededContent) => Promise<unknown>;
};

export type Dialog = Checked & {
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
export const screens: Screen[] = [
  { name: 'landing', key: true, as: 'guest', path: '/', ready: (page) => page.getByRole('button', { name: /^Купить: / }).first().waitFor() },
  { name: 'login', key: true, as: 'guest', path: '/login', ready: (page) => page.getByRole('tabpanel', { name: 'Вход' }).waitFor() },
  { name: 'blog', as: 'guest', path: '/blogs', ready: (page, seeded) => page.getByText(seeded.articleTitle).first().waitFor() },
  { name: 'blog post', as: 'guest', path: (seeded) => `/blogs/${seeded.articleId}`, ready: (page, seeded) => page.getByRole('heading', { name: seeded.articleTitle }).waitFor() },
  { name: 'about', as: 'guest', path: '/about', ready: h1 },
  { name: 'public offer', as: 'guest', path: '/user-offer', ready: h1 },
  { name: 'unsubscribe', as: 'guest', path: '/user-unsubscribe?uuid=unknown', ready: h1 },
  { name: 'payment success', key: true, as: 'client', path: (seeded) => `/buy-success/${seeded.purchaseId}`, ready: (page) => page.getByRole('heading', { name: 'Оплата прошла успешно!' }).waitFor() },
  { name: 'cabinet calendar and sessions', key: true, as: 'client', path: '/lk', ready: (page, seeded) => page.getByText(seeded.sessionSummary).waitFor() },
  { name: 'cabinet calendar (/lk/calendar)', as: 'client', path: '/lk/calendar', ready: (page) => page.getByRole('button', { name: /, свободно$/ }).first().waitFor() },
  { name: 'cabinet products', as: 'client', path: '/lk/product', ready: (page) => page.getByRole('button', { name: /^Скачать: / }).first().waitFor() },
  { name: 'cabinet settings', key: true, as: 'client', path: '/lk/setting', ready: (page) => page.getByRole('region', { name: 'Профиль' }).waitFor() },
  { name: 'coach: sessions with clients', key: true, as: 'coach', path: '/lk', ready: (page, seeded) => page.getByText(seeded.clientEmail).first().waitFor() },
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
export const dialogs: Dialog[] = [
  { name: 'free guide', key: true, as: 'guest', path: '/', opener: button(/^Скачать бесплатно PDF/), dialog: named('dialog', '5 шагов к поиску своего призвания') },
  { name: 'service details', as: 'guest', path: '/?path=services', opener: button(/^Узнать подробнее: /), dialog: named('dialog', /сесси/i) },
  { name: 'product details', as: 'guest', path: '/?path=products', opener: button(/^Подробнее: /), dialog: (page) => page.getByRole('dialog') },
  { name: 'guest purchase', key: true, as: 'guest', path: '/?path=products', opener: button(/^Купить: /), dialog: (page) => page.getByRole('dialog') },
  {
    name: 'login code',
    key: true,
    as: 'guest',
    path: '/login',
    prepare: (page) => page.getByRole('tabpanel', { name: 'Вход' }).getByLabel('Электронная почта').fill('visitor@example.ru'),
    opener: (page) => page.getByRole('tabpanel', { name: 'Вход' }).getByRole('button', { name: 'Продолжить' }),
    dialog: named('dialog', /^Введите код/),
    escape: 'stays',
  },
  { name: 'booking', key: true, as: 'client', path: '/lk', opener: button(/, свободно$/), dialog: named('dialog', /^Дата записи на сессию/) },
  { name: 'cancelling a session', key: true, as: 'client', path: '/lk', opener: button(/^Отменить сессию /), dialog: (page) => page.getByRole('alertdialog') },
  { name: 'support request', as: 'client', path: '/lk', opener: button('Запрос в поддержку'), dialog: named('dialog', 'Отправка запроса в техподдержку') },
  { name: 'changing the e-mail', as: 'client', path: '/lk/setting', opener: button('Изменить почту'), dialog: named('dialog', 'Смена электронной почты') },
  { name: 'deleting the account', as: 'client', path: '/lk/setting', opener: button('Удалить аккаунт'), dialog: named('dialog', 'Удалить аккаунт?') },
  { name: 'cabinet purchase', as: 'client', path: '/lk/product', opener: button(/^Купить: /), dialog: (page) => page.getByRole('dialog') },
  { name: 'editing a service', as: 'coach', path: '/lk/admin/services', opener: button('Изменить «Коуч-сессия»'), dialog: named('dialog', 'Услуга «Коуч-сессия»') },
  { name: 'special day', as: 'coach', path: '/lk/admin/schedule', opener: button('Добавить особый день'), dialog: named('dialog', 'Новый особый день') },
  {
    name: 'sandbox checkout',
    key: true,
    as: 'client',
    path: '/lk/product',
    // Her first paid purchase asks the payment consent: ticked, so «Купить» opens the checkout.
    prepare: async (page) => {
      await page.getByRole('button', { name: /^Купить: / }).first().click();
      await tickPaymentConsentIfAsked(page.getByRole('dialog'));
    },
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

export const pathOf = (path: Path, seeded: SeededContent) => (typeof path === 'string' ? path : path(seeded));

export type AccessibilitySuite = {
  readonly app: TestApp;
  readonly browser: Browser;
  readonly seeded: SeededContent;
  /** The signed-in (or guest) page of a role, in the light scheme. */
  pageOf(role: Role): Page;
};

/** The app with its seeded content, one Chromium and a page per role, for the enclosing `describe`. */
export function useAccessibilitySuite(): AccessibilitySuite {
  const e2e = useE2eSuite({ adminEmails: ['coach@example.ru'] });
  let seeded: SeededContent | undefined;
  const seenMail = new Set<string>();
  const contexts: BrowserContext[] = [];
  const pages = new Map<Role, Page>();

  // After the app and browser have started (hooks run in order), closed before them (afterAll in reverse).
  beforeAll(async () => {
    seeded = await seedContent(e2e.app, seenMail);
    for (const role of ['guest', 'client', 'coach'] as const) {
      const context = await newContextInScheme(e2e.browser, e2e.app.baseUrl, 'light');
      contexts.push(context);
      const page = await context.newPage();
      if (role !== 'guest') {
        await signInThroughUi(page, e2e.app, role === 'coach' ? seeded.coachEmail : seeded.clientEmail, { seenMail });
        await page.waitForURL((url) => url.pathname === '/lk');
      }
      pages.set(role, page);
    }
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  return {
    get app() {
      return e2e.app;
    },
    get browser() {
      return e2e.browser;
    },
    get seeded() {
      if (!seeded) throw new Error('The seeded content is used before beforeAll made it');
      return seeded;
    },
    pageOf(role) {
      const page = pages.get(role);
      if (!page) throw new Error(`The ${role} page is used before beforeAll opened it`);
      return page;
    },
  };
}

/**
 * The entries this lane checks, each with the schemes it is checked in: `npm test` checks the key
 * ones in the light scheme, `test:full` the others in the light scheme and every one in the dark.
 */
export function inThisLane<T extends Checked>(entries: readonly T[]): Array<T & { schemes: ColorScheme[] }> {
  const schemesOf = (entry: T): ColorScheme[] => {
    if (testLane === 'fast') return entry.key ? ['light'] : [];
    return entry.key ? ['dark'] : ['light', 'dark'];
  };
  return entries.map((entry) => ({ ...entry, schemes: schemesOf(entry) })).filter((entry) => entry.schemes.length > 0);
}
