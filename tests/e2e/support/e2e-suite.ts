import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import type { TestApp } from '../../support/test-app';
import { launchChromium, newRussianContext } from './browser';
import { startE2eApp } from './e2e-app';

export type E2eSuite = {
  readonly app: TestApp;
  readonly browser: Browser;
  /** A fresh browser profile on the app, Russian locale and Moscow time. */
  /** A Russian-speaking visitor, in Moscow unless `timezoneId` says otherwise. */
  newContext(options?: { timezoneId?: string }): Promise<BrowserContext>;
};

/** The app on its embedded defaults and one Chromium for the enclosing `describe`, started before its tests and closed after. */
export function useE2eSuite(options: { adminEmails?: string[]; now?: () => Date; environment?: Record<string, string> } = {}): E2eSuite {
  let app: TestApp | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    app = await startE2eApp(options);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The e2e ${what} is used before beforeAll started it`);
    return value;
  };
  return {
    get app() {
      return started(app, 'app');
    },
    get browser() {
      return started(browser, 'browser');
    },
    newContext(options) {
      return newRussianContext(started(browser, 'browser'), started(app, 'app').baseUrl, options);
    },
  };
}
