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

export function newRussianContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL, locale: 'ru-RU', timezoneId: 'Europe/Moscow', viewport: { width: 1280, height: 900 } });
}
