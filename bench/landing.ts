/**
 * Public-site benchmark: Lighthouse (mobile profile, simulated throttling, Debian's Chromium) on
 * the server-rendered landing and one published article, three runs each and the median, with the
 * JavaScript each page loads before it is idle (gzip, as sent), against the real server on the
 * embedded defaults.
 *
 *   npm run bench:landing
 *   LIGHTHOUSE_REPORT_DIR=/tmp/lh BENCH_RUNS=1 npm run bench:landing   (keeps each run's Lighthouse JSON)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { DateTime } from 'luxon';
import { registerAndSignIn } from '../tests/support/sign-in';
import { startTestApp } from '../tests/support/test-app';

const webRoot = path.resolve(import.meta.dirname, '../web/dist');
const runs = Number(process.env.BENCH_RUNS ?? 3);
/** Where each run's full Lighthouse report (JSON) is written, to read its diagnostics; none when unset. */
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

type Measurement = {
  scores: Record<(typeof categories)[number], number>;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  /** Script bytes over the wire until the page was idle (gzip above the server's 14 KiB threshold, as sent below it). */
  javaScriptGzipBytes: number;
};

async function measure(url: string, reportName: string): Promise<Measurement> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: [...categories], output: 'json', logLevel: 'error' });
    if (!result) throw new Error('Lighthouse returned no result');
    if (reportDir) {
      await mkdir(reportDir, { recursive: true });
      await writeFile(path.join(reportDir, `${reportName}.json`), JSON.stringify(result.lhr, null, 1));
    }
    const { audits } = result.lhr;
    const ms = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
    const resources = (audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number }> } | undefined)?.items ?? [];
    return {
      scores: Object.fromEntries(categories.map((id) => [id, Math.round((result.lhr.categories[id]?.score ?? 0) * 100)])) as Measurement['scores'],
      firstContentfulPaintMs: ms('first-contentful-paint'),
      largestContentfulPaintMs: ms('largest-contentful-paint'),
      totalBlockingTimeMs: ms('total-blocking-time'),
      cumulativeLayoutShift: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      javaScriptGzipBytes: resources.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN,
    };
  } finally {
    chrome.kill();
  }
}

/** The median of the runs that produced the figure (Lighthouse leaves a metric out now and then). */
function median(values: number[]): number {
  const measured = values.filter(Number.isFinite).sort((a, b) => a - b);
  return measured[Math.floor(measured.length / 2)] ?? Number.NaN;
}

function report(name: string, measurements: Measurement[]): void {
  const pick = (value: (m: Measurement) => number) => median(measurements.map(value));
  console.log(`${name} (median of ${measurements.length} runs)`);
  console.log(`  ${categories.map((id) => `${id} ${pick((m) => m.scores[id])}`).join(', ')}`);
  console.log(
    `  FCP ${pick((m) => m.firstContentfulPaintMs)} ms, LCP ${pick((m) => m.largestContentfulPaintMs)} ms, TBT ${pick((m) => m.totalBlockingTimeMs)} ms, CLS ${pick((m) => m.cumulativeLayoutShift).toFixed(3)}`,
  );
  console.log(`  first-load JavaScript: ${(pick((m) => m.javaScriptGzipBytes) / 1024).toFixed(1)} KiB as sent (gzip above 14 KiB)`);
}

const app = await startTestApp({ backend: 'embedded', webRoot, adminEmails: ['coach@example.ru'], environment: { LOG_LEVEL: 'warn' } });
try {
  const coach = app.client();
  await registerAndSignIn(coach, app.outboxDir, 'coach@example.ru');
  const yesterday = DateTime.now().setZone('Europe/Moscow').minus({ days: 1 });
  const article = await coach.post<{ id: number }>('/api/article/', {
    name: 'Как понять, что пора менять профессию',
    description: [
      'Работа перестала радовать, а понедельник пугает уже в пятницу? Это ещё не повод увольняться, но точно повод остановиться и разобраться.',
      'Начните с простого упражнения: неделю записывайте, какие задачи дают силы, а какие их забирают. Через семь дней картина станет яснее.',
      'Дальше — маленький эксперимент: попробуйте новое дело на выходных или в рамках подработки, прежде чем принимать большое решение.',
    ].join('\n'),
    only_date: yesterday.toFormat('yyyy-MM-dd'),
    only_time: yesterday.toFormat('HH:mm'),
  });
  if (article.status >= 300) throw new Error(`The article was not created: ${JSON.stringify(article.body)}`);
  const pages = { landing: `${app.baseUrl}/`, article: `${app.baseUrl}/blogs/${article.body.id}` };
  // One render of each page first: the first request after a start loads the server renderer and
  // renders uncached (about a second); every visitor after it gets the warm process.
  for (const url of Object.values(pages)) await fetch(url);
  console.log(`Lighthouse (mobile emulation, simulated throttling), Debian Chromium, ${new Date().toISOString()}`);
  // The HTML as the server sends it before compression (its styles are stylesheets of their own).
  for (const [name, url] of Object.entries(pages)) {
    const html = await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer();
    console.log(`${name} HTML: ${(html.byteLength / 1024).toFixed(1)} KiB before compression`);
  }
  for (const [name, url] of Object.entries(pages)) {
    const measurements: Measurement[] = [];
    for (let run = 0; run < runs; run += 1) measurements.push(await measure(url, `${name}-${run + 1}`));
    report(name, measurements);
  }
} finally {
  await app.close();
}
