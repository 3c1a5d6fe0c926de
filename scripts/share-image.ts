/**
 * Draws the link-preview picture (`web/src/lib/share-image.ts`) into web/public with Chromium:
 * `npx tsx scripts/share-image.ts`. Run it again after changing the words or the size.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { shareImage } from '../web/src/lib/share-image';
import { hero } from '../web/src/features/landing/content/landing-copy';

const root = path.resolve(import.meta.dirname, '..');
const output = path.join(root, 'web/public', shareImage.path);

// The theme's pale blue (web/src/app/theme.ts) on white; no coach's name, so the picture never goes stale.
const card = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><style>
  body { margin: 0; width: ${shareImage.width}px; height: ${shareImage.height}px; font-family: 'DejaVu Sans', 'Liberation Sans', sans-serif;
         background: linear-gradient(135deg, #f3f8fd 0%, #eaf3fc 55%, #cfe3f6 100%); color: #1f2a37; display: flex; }
  main { margin: auto 88px; display: flex; flex-direction: column; gap: 28px; }
  .eyebrow { font-size: 26px; letter-spacing: 0.04em; color: #2f6fa8; text-transform: uppercase; }
  h1 { font-size: 60px; line-height: 1.15; margin: 0; font-weight: 700; max-width: 980px; }
  .facts { font-size: 28px; color: #44566b; }
  .bar { width: 120px; height: 10px; border-radius: 5px; background: #7fb3e6; }
</style></head>
<body><main>
  <div class="bar"></div>
  <div class="eyebrow">${hero.eyebrow}</div>
  <h1>${hero.title}</h1>
  <div class="facts">Индивидуальные коуч-сессии · пакеты из 5 и 10 сессий</div>
</main></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const page = await browser.newPage({ viewport: { width: shareImage.width, height: shareImage.height } });
  await page.setContent(card);
  await mkdir(path.dirname(output), { recursive: true });
  await page.screenshot({ path: output, type: 'png' });
  console.log(`wrote ${path.relative(root, output)}`);
} finally {
  await browser.close();
}
