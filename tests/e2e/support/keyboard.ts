import type { Locator, Page } from 'playwright-core';

export type FocusedElement = {
  /** Accessible-ish name: aria-label, else the text. */
  name: string;
  focusVisible: boolean;
  /** An outline or a box shadow on the element or its ::before / ::after overlay. */
  indicator: boolean;
};

/** What has the focus now, and whether it shows a focus indicator. */
export function focusedElement(page: Page): Promise<FocusedElement | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const drawn = (style: CSSStyleDeclaration) =>
      (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) || (style.boxShadow !== '' && style.boxShadow !== 'none');
    return {
      name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
      focusVisible: element.matches(':focus-visible'),
      indicator: [null, '::before', '::after'].some((pseudo) => drawn(getComputedStyle(element, pseudo))),
    };
  });
}

/** Tabs forward until the focused element's name matches, returning every stop on the way (the match last). */
export async function tabUntil(page: Page, name: RegExp, maxPresses = 40): Promise<FocusedElement[]> {
  const stops: FocusedElement[] = [];
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    const focused = await focusedElement(page);
    if (focused) stops.push(focused);
    if (focused && name.test(focused.name)) return stops;
  }
  throw new Error(`${maxPresses} presses of Tab did not reach ${name}; stops: ${stops.map((stop) => stop.name).join(' | ')}`);
}

export function containsFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.contains(document.activeElement));
}

/** Presses `key` `times` times and reports after which press the focus left `container`, if it did. */
export async function focusEscapesAfter(page: Page, container: Locator, key: 'Tab' | 'Shift+Tab', times: number): Promise<number | null> {
  for (let press = 1; press <= times; press += 1) {
    await page.keyboard.press(key);
    if (!(await containsFocus(container))) return press;
  }
  return null;
}

/** How many elements inside `container` take the focus with Tab. */
export function tabbableCount(container: Locator): Promise<number> {
  return container.evaluate(
    (element) =>
      Array.from(element.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex], [contenteditable="true"]')).filter(
        (candidate) => candidate.tabIndex >= 0 && !candidate.hasAttribute('disabled') && candidate.getClientRects().length > 0,
      ).length,
  );
}
