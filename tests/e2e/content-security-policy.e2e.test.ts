import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cspViolationsIn, waitForApp } from './support/browser';
import { useE2eSuite } from './support/e2e-suite';

/** What an injection (a stored text that escaped, a compromised dependency's DOM write) could put into the page. */
async function inject(page: Page): Promise<void> {
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = "script";';
    document.head.append(script);
    document.body.insertAdjacentHTML('beforeend', '<img src="data:," alt="" onload="window.injected = \'handler\'">');
    const style = document.createElement('style');
    style.textContent = 'body { outline: 7px solid red; }';
    document.head.append(style);
  });
}

describe('the Content-Security-Policy of the public pages (no nonce, the same for every answer)', () => {
  const suite = useE2eSuite();

  it('should style the server-rendered landing from its stylesheets and run its colour-scheme script with no violation', async () => {
    const context = await suite.newContext();
    await context.addInitScript(() => localStorage.setItem('coach-color-mode', 'dark'));
    const page = await context.newPage();
    await page.goto('/');
    // The hashed inline script ran before the first paint; the linked stylesheets apply (Joy's variables, the page's components).
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-joy-color-scheme'))).toBe('dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--joy-palette-primary-500').trim())).not.toBe('');
    expect(await page.evaluate(() => [...document.styleSheets].filter((sheet) => sheet.href?.includes('/assets/styles/')).length)).toBe(2);
    // Hydrated, Emotion inserts its rules into its own (empty) style elements: allowed.
    await waitForApp(page);
    expect(await page.evaluate(() => document.querySelectorAll('style[data-emotion]').length)).toBeGreaterThan(0);
    expect(cspViolationsIn(context)).toEqual([]);
    await context.close();
  });

  it('should refuse a script, an event handler and a style injected into the page, before and after hydration', async () => {
    const context = await suite.newContext();
    const page = await context.newPage();
    await page.goto('/');
    await inject(page);
    await waitForApp(page);
    await inject(page);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => (window as { injected?: string }).injected)).toBeUndefined();
    expect(await page.evaluate(() => getComputedStyle(document.body).outlineWidth)).not.toBe('7px');
    const refused = cspViolationsIn(context).join('\n');
    expect(refused).toMatch(/script-src-elem|script-src/);
    expect(refused).toMatch(/script-src-attr/);
    expect(refused).toMatch(/style-src/);
    await context.close();
  });
});
