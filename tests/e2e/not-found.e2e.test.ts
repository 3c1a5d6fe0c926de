import { describe, expect, it } from 'vitest';
import { useE2eSuite } from './support/e2e-suite';

describe('an address that leads nowhere, in Chromium', () => {
  const suite = useE2eSuite();

  it('should say «Страница не найдена» with the ways back, instead of jumping to the landing page', async () => {
    for (const width of [1366, 390]) {
      const context = await suite.newContext();
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 860 });
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      await page.goto('/uslugi-i-ceny');
      await page.getByRole('heading', { level: 1, name: 'Страница не найдена' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/uslugi-i-ceny');
      expect(await page.title()).toMatch(/^Страница не найдена/);
      // Only the document's own 404 status may show in the console; the app logs no error of its own.
      expect(consoleErrors.filter((text) => !/status of 404/.test(text))).toEqual([]);
      await page.getByRole('link', { name: 'Статьи' }).last().click();
      await page.waitForURL((url) => url.pathname === '/blogs');
      await page.goBack();
      await page.getByRole('main').getByRole('link', { name: 'На главную' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await context.close();
    }
  });
});
