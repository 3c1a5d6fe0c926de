import { mkdir } from 'node:fs/promises';
import { describe, it } from 'vitest';
import { signInThroughUi } from './support/sign-in-ui';
import { useE2eSuite } from './support/e2e-suite';

// Temporary look (not committed).
describe('look', () => {
  const suite = useE2eSuite({ adminEmails: ['coach@example.ru'], environment: { JITSI_URL: 'https://meet.example.ru', JITSI_APP_ID: 'x', JITSI_APP_SECRET: 'jitsi-secret-of-the-e2e-tests' } });
  it('looks', async () => {
    await mkdir('/tmp/look', { recursive: true });
    const seenMail = new Set<string>();
    const coach = await suite.newContext();
    const page = await coach.newPage();
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInThroughUi(page, suite.app, 'coach@example.ru', { register: true, seenMail });
    await page.waitForURL((url) => url.pathname === '/lk');
    for (const path of ['notification', 'data-map', 'advertising', '']) {
      await page.goto(`/lk/admin/practice/${path}`);
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/look/${path || 'practice'}-1366.png`, fullPage: true });
    }
    const client = await suite.newContext();
    const phone = await client.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await signInThroughUi(phone, suite.app, 'anna@example.ru', { register: true, seenMail });
    await phone.waitForURL((url) => url.pathname === '/lk');
    await phone.goto('/lk/setting');
    await phone.waitForTimeout(2500);
    await phone.screenshot({ path: '/tmp/look/setting-390.png', fullPage: true });
  }, 120_000);
});
