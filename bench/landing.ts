/**
 * Landing-page benchmark: the JavaScript the landing loads first (what index.html references:
 * the entry script and its modulepreloads), raw and gzipped, and the Lighthouse performance score
 * measured with Debian's Chromium against the real server on the embedded defaults.
 *
 *   npm run bench:landing
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { loadConfig } from '../server/src/config/config';
import { createLogger } from '../server/src/config/logger';
import { startServices } from '../server/src/services';

const webRoot = path.resolve(import.meta.dirname, '../web/dist');

async function firstLoadJavaScript(): Promise<{ files: string[]; rawBytes: number; gzipBytes: number }> {
  const html = await readFile(path.join(webRoot, 'index.html'), 'utf8');
  const files = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((match) => match[1]!);
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const content = await readFile(path.join(webRoot, file));
    rawBytes += content.length;
    gzipBytes += gzipSync(content, { level: 9 }).length;
  }
  return { files, rawBytes, gzipBytes };
}

async function lighthousePerformance(url: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    if (!result) throw new Error('Lighthouse returned no result');
    const audits = result.lhr.audits;
    const ms = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
    return {
      score: Math.round((result.lhr.categories.performance?.score ?? 0) * 100),
      firstContentfulPaintMs: ms('first-contentful-paint'),
      largestContentfulPaintMs: ms('largest-contentful-paint'),
      totalBlockingTimeMs: ms('total-blocking-time'),
      cumulativeLayoutShift: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    };
  } finally {
    chrome.kill();
  }
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-landing-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
const services = await startServices(config, createLogger(config.logLevel), { webRoot });
const server = services.app.listen(0, '127.0.0.1');
await new Promise<void>((resolve) => server.once('listening', resolve));
try {
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const bundle = await firstLoadJavaScript();
  const performance = await lighthousePerformance(url);
  console.log('landing first-load JavaScript');
  console.log(`  files: ${bundle.files.join(', ')}`);
  console.log(`  raw: ${(bundle.rawBytes / 1024).toFixed(1)} KiB, gzip: ${(bundle.gzipBytes / 1024).toFixed(1)} KiB`);
  console.log('Lighthouse (mobile emulation, simulated throttling), Debian Chromium');
  console.log(`  performance score: ${performance.score}`);
  console.log(`  FCP ${performance.firstContentfulPaintMs} ms, LCP ${performance.largestContentfulPaintMs} ms, TBT ${performance.totalBlockingTimeMs} ms, CLS ${performance.cumulativeLayoutShift.toFixed(3)}`);
} finally {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await services.close();
  await rm(dataDir, { recursive: true, force: true });
}
