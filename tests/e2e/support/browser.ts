import { chromium, type Browser, type BrowserContext } from 'playwright-core';

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

/** A Russian-speaking visitor in Moscow; what the Content-Security-Policy refuses in it is recorded. */
export async function newRussianContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, locale: 'ru-RU', timezoneId: 'Europe/Moscow', viewport: { width: 1280, height: 900 } });
  const refused: string[] = [];
  cspViolations.set(context, refused);
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  return context;
}

/** The console's reports of resources the Content-Security-Policy refused, on any page of the context. */
export const cspViolationsIn = (context: BrowserContext): readonly string[] => cspViolations.get(context) ?? [];
