import { describe, expect, it } from 'vitest';
import { describeOnceInFastLane } from '../support/test-lane';
import { expectNoSeriousViolations } from './support/axe';
import { dialogs, inThisLane, pathOf, screens, useAccessibilitySuite } from './support/accessibility-suite';
import { appliedColorScheme, colorSchemes, inEachColorScheme, newContextInScheme } from './support/color-scheme';
import { containsFocus, focusEscapesAfter, focusedElement, tabbableCount, tabUntil } from './support/keyboard';

/**
 * Every screen and every dialog under axe-core in both schemes (`inThisLane`: the key ones in the
 * light scheme in npm test, the rest in test:full), the dialogs opened and closed by keyboard, and
 * the landing by keyboard; one app, one seeded content and one sign-in per role for all of them.
 */
describe('accessibility in Chromium (axe-core, keyboard)', () => {
  const suite = useAccessibilitySuite();

  describe('screens', () => {
    it.each(colorSchemes)('should load in the %s scheme stored before the page loads', async (scheme) => {
      const context = await newContextInScheme(suite.browser, suite.app.baseUrl, scheme);
      const page = await context.newPage();
      await page.goto('/');
      expect(await appliedColorScheme(page)).toEqual({ attribute: scheme, colorScheme: scheme });
      await context.close();
    });

    it.each(inThisLane(screens))('should show $name ($as) in Russian with no serious violations in $schemes', async (screen) => {
      const page = suite.pageOf(screen.as);
      await page.goto(pathOf(screen.path, suite.seeded));
      await screen.ready(page, suite.seeded);
      expect(await page.locator('html').getAttribute('lang')).toBe('ru');
      await inEachColorScheme(page, screen.schemes, (scheme) => expectNoSeriousViolations(page, `${screen.name} (${scheme})`));
    });

    describeOnceInFastLane('keyboard on the landing', () => {
      it('should offer a skip link first that moves the focus to the main content', async () => {
        const page = suite.pageOf('guest');
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
        const page = suite.pageOf('guest');
        await page.goto('/');
        await page.getByRole('button', { name: 'Сделать шаг к главному' }).waitFor();
        const stops = await tabUntil(page, /^Сделать шаг к главному$/);
        expect(stops.filter((stop) => !stop.focusVisible || !stop.indicator).map((stop) => stop.name)).toEqual([]);
        expect(await focusedElement(page)).toMatchObject({ name: 'Сделать шаг к главному', focusVisible: true, indicator: true });
      });
    });
  });

  describe('dialogs', () => {
    it.each(inThisLane(dialogs))('should open the $name dialog ($as) by Enter, hold the focus, pass axe in $schemes and close by Escape', async (entry) => {
      const page = suite.pageOf(entry.as);
      await page.goto(pathOf(entry.path, suite.seeded));
      await entry.prepare?.(page);
      const opener = entry.opener(page);
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = entry.dialog(page);
      await dialog.waitFor();
      await entry.ready?.(dialog);
      await expect.poll(() => containsFocus(dialog), { message: 'focus moves into the dialog' }).toBe(true);

      await inEachColorScheme(page, entry.schemes, (scheme) => expectNoSeriousViolations(page, `${entry.name} dialog (${scheme})`, dialog));

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
  });
});
