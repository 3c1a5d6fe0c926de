import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2eSuite } from './support/e2e-suite';
import { signInThroughUi } from './support/sign-in-ui';

const colorScheme = (page: Page) => page.locator('html').getAttribute('data-joy-color-scheme');

describe('the cabinet day to day, at desktop and phone widths', () => {
  const email = 'lena@example.ru';
  const suite = useE2eSuite();
  const seenMail = new Set<string>();

  it('should lay the settings out with the pages’ padding, apply the theme at once and confirm what was saved', async () => {
    const context = await suite.newContext();
    const page = await context.newPage();
    await signInThroughUi(page, suite.app, email, { register: true, seenMail });
    await page.waitForURL((url) => url.pathname === '/lk');

    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 860 });
      await page.goto('/lk/setting');
      const heading = page.getByRole('heading', { level: 1, name: 'Настройки' });
      await heading.waitFor();
      const rail = width >= 900 ? await page.getByRole('navigation', { name: 'Разделы кабинета' }).boundingBox() : null;
      const left = rail ? rail.x + rail.width : 0;
      // Not flush against the rail (desktop) or the screen edge (phone): the other pages' 16-24 px.
      expect((await heading.boundingBox())!.x - left).toBeGreaterThanOrEqual(16);
    }

    const profile = page.getByRole('region', { name: 'Профиль' });
    await profile.getByRole('radio', { name: 'Тёмная' }).check();
    await expect.poll(() => colorScheme(page)).toBe('dark');
    await profile.getByLabel('Имя').fill('Елена');
    await profile.getByRole('button', { name: 'Сохранить имя' }).click();
    await page.getByRole('alert').filter({ hasText: 'Профиль сохранён.' }).waitFor();
    // The theme was kept by itself: a reload shows it, and the name is saved too.
    await page.reload();
    await expect.poll(() => profile.getByLabel('Имя').inputValue()).toBe('Елена');
    await expect.poll(() => colorScheme(page)).toBe('dark');

    // The switch moves on the click (consents-section.test.tsx); here the consent is saved: its
    // alert shows, and the switch stays on.
    const advertising = page.getByRole('region', { name: 'Согласия' }).getByRole('switch', { name: /Получать рассылку/ });
    await advertising.click();
    await page.getByRole('alert').filter({ hasText: 'Согласие на рассылку дано.' }).waitFor();
    expect(await advertising.isChecked()).toBe(true);
    await context.close();
  });

  it('should give a phone one menu that reaches every cabinet section and the site', async () => {
    const context = await suite.newContext();
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 860 });
    await signInThroughUi(page, suite.app, email, { seenMail });
    await page.waitForURL((url) => url.pathname === '/lk');
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    const menuButtons = page.getByRole('button', { name: /меню|Разделы кабинета/i });
    expect(await menuButtons.count()).toBe(1);
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    const drawer = page.getByRole('dialog', { name: 'Меню' });
    await drawer.getByRole('link', { name: 'Продукты' }).first().waitFor();
    await drawer.getByRole('link', { name: 'Обо мне' }).waitFor();
    await drawer.getByRole('navigation', { name: 'Личный кабинет' }).getByRole('link', { name: 'Настройки' }).click();
    await page.waitForURL((url) => url.pathname === '/lk/setting');
    await drawer.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await drawer.getByRole('button', { name: 'Запрос в поддержку' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('dialog', { name: /запроса в техподдержку/ }).waitFor();
    await context.close();
  });
});
