import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium with the flags this workplace's closed network needs; Playwright gives it a fresh profile. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

const cspViolations = new WeakMap<BrowserContext, string[]>();

/** A Russian-speaking visitor, in Moscow unless told otherwise; what the Content-Security-Policy refuses in it is recorded. */
export async function newRussianContext(browser: Browser, baseURL: string, options: { timezoneId?: string } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, locale: 'ru-RU', timezoneId: options.timezoneId ?? 'Europe/Moscow', viewport: { width: 1280, height: 900 } });
  const refused: string[] = [];
  cspViolations.set(context, refused);
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  // Chromium logs a refused resource, but not an eval a script tried and caught: the page's
  // own violation event reports both.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} (${event.blockedURI || 'inline'}) at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return context;
}

/** The console's reports of resources the Content-Security-Policy refused, on any page of the context. */
export const cspViolationsIn = (context: BrowserContext): readonly string[] => cspViolations.get(context) ?? [];

/** Whether the app has hydrated (or rendered) the page; false while it is as the server sent it. */
export const isHydrated = (page: Page): Promise<boolean> => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

/**
 * The app running on the page: a server-rendered public page hydrates on the visitor's first intent
 * (web/src/lib/hydrate-on-intent.ts), so this shows one the way a keyboard user starts (a Shift
 * press, which changes nothing) and waits for `<html data-hydrated>`. Clicks and typing need no
 * wait (they are held and replayed); a test that needs the app without them (a storage event the
 * app follows, state only the app sets) calls this first.
 */
export async function waitForApp(page: Page): Promise<void> {
  if (!(await isHydrated(page))) await page.keyboard.press('Shift');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
