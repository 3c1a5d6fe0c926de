import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { testLane } from '../../support/test-lane';
import { newRussianContext, waitForApp } from './browser';

export type ColorScheme = 'light' | 'dark';
/** The scheme a stored choice is checked in before the page loads: the light one in `npm test`, the dark one in `test:full`. */
export const colorSchemes: readonly ColorScheme[] = testLane === 'full' ? ['dark'] : ['light'];

/** The key the app's CssVarsProvider keeps the chosen mode under (web/src/app/provider.tsx). */
const modeStorageKey = 'coach-color-mode';

/** A Russian context whose pages start in `scheme`: the mode is stored before any script of the app runs. */
export async function newContextInScheme(browser: Browser, baseURL: string, scheme: ColorScheme): Promise<BrowserContext> {
  const context = await newRussianContext(browser, baseURL);
  await context.addInitScript(([key, mode]) => localStorage.setItem(key, mode), [modeStorageKey, scheme] as const);
  return context;
}

/** The scheme as applied: Joy's attribute on <html> and the CSS `color-scheme` it brings. */
export function appliedColorScheme(page: Page): Promise<{ attribute: string | null; colorScheme: string }> {
  return page.evaluate(() => ({
    attribute: document.documentElement.getAttribute('data-joy-color-scheme'),
    colorScheme: getComputedStyle(document.documentElement).colorScheme,
  }));
}

/**
 * Switches the open page to `scheme` the way a change made in another tab reaches it (Joy follows
 * `storage` events for its mode key: the app must be running), so an open dialog stays open, and waits until it is applied.
 */
export async function switchColorScheme(page: Page, scheme: ColorScheme): Promise<void> {
  await waitForApp(page);
  await page.evaluate(
    ([key, mode]) => window.dispatchEvent(new StorageEvent('storage', { key, newValue: mode, storageArea: localStorage })),
    [modeStorageKey, scheme] as const,
  );
  await expect.poll(() => appliedColorScheme(page), { message: `the ${scheme} scheme is applied` }).toEqual({ attribute: scheme, colorScheme: scheme });
}

/** Runs `check` with the page in each of `schemes`, one after the other. */
export async function inEachColorScheme(page: Page, schemes: readonly ColorScheme[], check: (scheme: ColorScheme) => Promise<void>): Promise<void> {
  for (const scheme of schemes) {
    await switchColorScheme(page, scheme);
    await check(scheme);
  }
}
