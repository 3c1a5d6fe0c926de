import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from './support/axe';
import { dialogs, inThisLane, pathOf, useAccessibilitySuite } from './support/accessibility-suite';
import { inEachColorScheme } from './support/color-scheme';
import { containsFocus, focusEscapesAfter, tabbableCount } from './support/keyboard';

/** Every dialog opened by keyboard, under axe-core in both schemes (`inThisLane`: the key ones in the light scheme in npm test, the rest in test:full; the screens: `accessibility-screens`). */
describe('accessibility in Chromium (axe-core, keyboard): dialogs', () => {
  const suite = useAccessibilitySuite();

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
