/**
 * A viral day on the smallest server (issue 45): the product on the embedded default (PGlite, jobs
 * in-process, mail as `.eml` files), its process pinned to one core, while from outside it
 * - visitors arrive at a steady rate (open loop: they do not wait for each other) and read the
 *   landing, the blog and three articles as Chromium asks for them: the page with its stylesheets,
 *   scripts and images on six connections, `Accept-Encoding` as Chromium sends it; a fifth of them
 *   return with the page's `ETag` in `If-None-Match` (their hashed assets are still cached);
 * - the coach creates a newsletter to every subscriber at `NEWSLETTER_AT` minutes;
 * - clients register, book a session and pay for it in the sandbox, evenly spread over the middle
 *   of the run.
 * Prints the pages' p50/p99/max over the run and in the 30 s after the newsletter was created, the
 * sign-in and booking latencies, how many clients paid, how long the newsletter took and whether
 * each subscriber got it exactly once, the errors by status, and the server's resident memory.
 *
 *   npm run bench:viral-day   (MINUTES=10, VISITORS_PER_MINUTE=1000, SUBSCRIBERS=10000, CLIENTS=20,
 *                              NEWSLETTER_AT=1 minute; PIN_CPU=0 pins the server to that core, PIN_CPU=none does not)
 */
import { execFileSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import { readMail } from '../tests/support/read-mail';
import { slotTimesMoscow, type ViralDayFixture } from './api-protocol';
import { startServer, stopServer, type BenchServer } from './server-process';

const minutes = Number(process.env.MINUTES ?? 10);
const visitorsPerMinute = Number(process.env.VISITORS_PER_MINUTE ?? 1000);
const subscribers = Number(process.env.SUBSCRIBERS ?? 10_000);
const clientCount = Number(process.env.CLIENTS ?? 20);
const newsletterAtMinute = Number(process.env.NEWSLETTER_AT ?? 1);
const pinCpu = process.env.PIN_CPU ?? '0';
const returningShare = 0.2;
const afterNewsletterSeconds = 30;
const chromiumAcceptEncoding = 'gzip, deflate, br, zstd';
const newsletterSubject = 'Вирусный день: заметки за неделю';

type Kind = 'page' | 'asset' | 'sign-in' | 'buy';
type Sample = { kind: Kind; at: number; ms: number; status: number | 'network error' };

const samples: Sample[] = [];
const runStarted = performance.now();
const secondsIntoRun = () => (performance.now() - runStarted) / 1000;

const percentile = (values: number[], fraction: number): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
};
const ms = (value: number) => (Number.isNaN(value) ? '—' : `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`);

/** One request, timed and counted; the body is read whole (as sent: compressed bytes for pages and assets). */
async function send(pool: Pool, kind: Kind, request: { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string }) {
  const started = performance.now();
  try {
    const response = await pool.request(request);
    const body = Buffer.from(await response.body.arrayBuffer());
    samples.push({ kind, at: secondsIntoRun(), ms: performance.now() - started, status: response.statusCode });
    return { status: response.statusCode, headers: response.headers, body };
  } catch {
    samples.push({ kind, at: secondsIntoRun(), ms: performance.now() - started, status: 'network error' });
    return undefined;
  }
}

/** What a page's HTML makes Chromium fetch next: its stylesheets, scripts, preloads and images on this site. */
function assetsOf(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<(?:link|script|img)\b[^>]*?\b(?:href|src)="(\/[^"/][^"]*)"/g)) {
    const address = match[1] ?? '';
    if (/\.(css|js|mjs|png|jpe?g|webp|avif|svg|woff2?)(\?|$)/.test(address)) found.add(address);
  }
  return [...found];
}

/** The pages a visitor reads, weighted as a viral day's traffic: mostly the landing and the articles shared. */
function pickPage(paths: readonly string[]): string {
  const [landing = '/', blog = '/blogs', ...articles] = paths;
  const draw = Math.random();
  if (draw < 0.4) return landing;
  if (draw < 0.55) return blog;
  return articles[Math.floor(Math.random() * articles.length)] ?? landing;
}

/** What the visitors have learnt of each page: its `ETag` and its assets (fetched with it). */
const pages = new Map<string, { etag: string | undefined; assets: string[] }>();

async function visit(pool: Pool, paths: readonly string[]): Promise<void> {
  const pagePath = pickPage(paths);
  const known = pages.get(pagePath);
  const returning = known?.etag !== undefined && Math.random() < returningShare;
  const headers: Record<string, string> = { accept: 'text/html', 'accept-encoding': chromiumAcceptEncoding, ...(returning && known?.etag ? { 'if-none-match': known.etag } : {}) };
  const page = await send(pool, 'page', { method: 'GET', path: pagePath, headers });
  if (!page || page.status !== 200 || returning) return;
  const etag = typeof page.headers.etag === 'string' ? page.headers.etag : undefined;
  const assets = known?.assets.length ? known.assets : assetsOf(await decoded(page));
  pages.set(pagePath, { etag, assets });
  // A new visitor's browser fetches them all, six at a time.
  for (let index = 0; index < assets.length; index += 6) {
    await Promise.all(
      assets.slice(index, index + 6).map((asset) => send(pool, 'asset', { method: 'GET', path: asset, headers: { accept: '*/*', 'accept-encoding': chromiumAcceptEncoding } })),
    );
  }
}

/** A page's HTML, decompressed as the browser would (only to find its assets, once per page). */
async function decoded(page: { headers: Record<string, string | string[] | undefined>; body: Buffer }): Promise<string> {
  const { brotliDecompressSync, gunzipSync, inflateSync, zstdDecompressSync } = await import('node:zlib');
  const encoding = page.headers['content-encoding'];
  const body =
    encoding === 'br' ? brotliDecompressSync(page.body) : encoding === 'gzip' ? gunzipSync(page.body) : encoding === 'deflate' ? inflateSync(page.body) : encoding === 'zstd' ? zstdDecompressSync(page.body) : page.body;
  return body.toString('utf8');
}

/** A browser's cookies for one client, kept from `Set-Cookie`, with the CSRF header on writes. */
class ClientBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly pool: Pool) {}

  async call<T>(kind: Kind | 'other', method: 'GET' | 'POST', address: string, body?: unknown): Promise<{ status: number; body: T } | undefined> {
    const headers: Record<string, string> = { accept: 'application/json', cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
    if (method === 'POST') {
      headers['content-type'] = 'application/json';
      headers['x-csrftoken'] = this.cookies.get('csrftoken') ?? '';
    }
    const started = performance.now();
    const response = await this.pool.request({ method, path: address, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const line of [response.headers['set-cookie'] ?? []].flat()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value) this.cookies.set(name.trim(), value);
    }
    const text = await response.body.text();
    if (kind !== 'other') samples.push({ kind, at: secondsIntoRun(), ms: performance.now() - started, status: response.statusCode });
    return { status: response.statusCode, body: (text ? JSON.parse(text) : undefined) as T };
  }

  setCookies(header: string): void {
    for (const pair of header.split('; ')) {
      const [name = '', value = ''] = pair.split('=');
      this.cookies.set(name, value);
    }
  }
}

/** The code mailed to `email` since `since` (an ISO time): only the outbox's newer files are read, the newsletter's thousands are not. */
async function codeMailedTo(outboxDir: string, email: string, since: string): Promise<string> {
  const after = since.replace(/:/g, '-');
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    const names = (await readdir(outboxDir)).filter((name) => name.endsWith('.eml') && !name.startsWith('.') && name >= after);
    for (const name of names) {
      const mail = await readMail(await readFile(path.join(outboxDir, name)));
      const code = mail.to.includes(email) ? /\b(\d{5})\b/.exec(mail.subject)?.[1] : undefined;
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No code mailed to ${email} within a minute`);
}

/** One client's visit: registers, books a free slot, pays in the sandbox and comes back to the return page; `paid`, or where it stopped. */
async function clientBooksAndPays(pool: Pool, fixture: ViralDayFixture, index: number, slot: string): Promise<string> {
  const browser = new ClientBrowser(pool);
  const email = `viral-client-${index}@example.ru`;
  await browser.call('other', 'GET', '/api/csrf');
  const since = new Date(Date.now() - 1000).toISOString();
  const query = new URLSearchParams({ email, registration: 'true', agreement: 'true', notification: 'false', mail_consent: 'true' });
  const sent = await browser.call<{ uuid: string }>('other', 'GET', `/api/send-code/?${query.toString()}`);
  if (sent?.status !== 200) return `send-code ${sent?.status}`;
  const code = await codeMailedTo(fixture.outboxDir, email, since);
  const signedIn = await browser.call('sign-in', 'POST', '/api/token', { uuid: sent.body.uuid, code });
  if (signedIn?.status !== 200) return `sign-in ${signedIn?.status}`;
  const bought = await browser.call<{ data: { id: string; token: string | null } }>('buy', 'POST', '/api/buy/', { product: 'consultation', type: 1, date: slot, payment_consent: true });
  if (bought?.status !== 200 || !bought.body.data.token) return `buy ${bought?.status}`;
  const paid = await browser.call('other', 'POST', `/api/sandbox/checkout/${bought.body.data.token}`, { outcome: 'succeeded' });
  if (paid?.status !== 200) return `sandbox ${paid?.status}`;
  const back = await browser.call<{ result: boolean }>('other', 'GET', `/api/buySuccessId/?id=${encodeURIComponent(bought.body.data.id)}`);
  return back?.status === 200 && back.body.result ? 'paid' : `return page ${back?.status}`;
}

/** Bookable slots (UTC minutes, as `/api/buy/` takes them) from the day after tomorrow, one per client. */
function slots(count: number): string[] {
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  return Array.from({ length: count }, (_, index) => {
    const time = slotTimesMoscow[index % slotTimesMoscow.length] ?? '10:00';
    const [hours = 10, minutesOf = 0] = time.split(':').map(Number);
    const start = new Date(today + (2 + Math.floor(index / slotTimesMoscow.length)) * 86_400_000 + ((hours - 3) * 60 + minutesOf) * 60_000);
    return start.toISOString().slice(0, 16).replace('T', ' ');
  });
}

/** The newsletter, created by the coach for now (Moscow time, as the back office sends it). */
async function createNewsletter(pool: Pool, fixture: ViralDayFixture): Promise<number> {
  const coach = new ClientBrowser(pool);
  coach.setCookies(fixture.coachCookie);
  const moscow = new Date(Date.now() + 3 * 3_600_000).toISOString();
  const created = await coach.call<{ id: number }>('other', 'POST', '/api/newsletter/', {
    name: newsletterSubject,
    description: '<h2>Здравствуйте!</h2><p>Три заметки недели: о выгорании, о разговоре про деньги и о том, как понять, что пора менять профессию.</p>',
    only_date: moscow.slice(0, 10),
    only_time: moscow.slice(11, 16),
  });
  if (created?.status !== 201) throw new Error(`The newsletter was not created: ${created?.status} ${JSON.stringify(created?.body)}`);
  return created.body.id;
}

/** How the newsletter went out: its mails per subscriber, from the outbox. */
async function newsletterDeliveries(outboxDir: string): Promise<{ recipients: number; duplicates: number; mails: number }> {
  const perRecipient = new Map<string, number>();
  for (const name of (await readdir(outboxDir)).filter((file) => file.endsWith('.eml') && !file.startsWith('.'))) {
    const mail = await readMail(await readFile(path.join(outboxDir, name)));
    if (mail.subject !== newsletterSubject) continue;
    perRecipient.set(mail.to, (perRecipient.get(mail.to) ?? 0) + 1);
  }
  const counts = [...perRecipient.values()];
  return { recipients: perRecipient.size, duplicates: counts.filter((count) => count > 1).length, mails: counts.reduce((sum, count) => sum + count, 0) };
}

/** The server process's anonymous resident memory (its heap, PGlite's WebAssembly memory: what a memory limit counts), from /proc. */
async function anonymousMemory(pid: number | undefined): Promise<number> {
  if (pid === undefined) return 0;
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/^RssAnon:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
}

/** The p99 of each 30-second window of the run, for the worst one. */
function worstWindow(values: Sample[], start: number, end: number): { from: number; p99: number } {
  let worst = { from: start, p99: 0 };
  for (let from = start; from < end; from += afterNewsletterSeconds) {
    const p99 = percentile(values.filter((sample) => sample.at >= from && sample.at < from + afterNewsletterSeconds).map((sample) => sample.ms), 0.99);
    if (p99 > worst.p99) worst = { from, p99 };
  }
  return worst;
}

const outboxCount = async (outboxDir: string) => (await readdir(outboxDir)).filter((name) => name.endsWith('.eml')).length;

function pin(server: BenchServer): string {
  if (pinCpu === 'none') return 'not pinned';
  const pid = server.child.pid;
  if (pid === undefined) return 'not pinned (no pid)';
  try {
    execFileSync('taskset', ['-a', '-cp', pinCpu, String(pid)], { stdio: 'ignore' });
    return `pinned to core ${pinCpu} (taskset, its threads too)`;
  } catch {
    return 'not pinned (no taskset)';
  }
}

async function run(): Promise<void> {
  console.log(`viral day: ${minutes} min, ${visitorsPerMinute} visitors/min, newsletter to ${subscribers} at minute ${newsletterAtMinute}, ${clientCount} clients; ${new Date().toISOString()}`);
  const server = await startServer('pglite');
  const pinned = pin(server);
  try {
    const prepared = await server.ask({ prepare: 'viral-day', subscribers });
    const fixture = prepared.viralDay;
    if (!fixture) throw new Error('The server did not prepare the viral day');
    const idle = await anonymousMemory(server.child.pid);
    console.log(`server ${pinned}; ${subscribers} subscribers seeded; anonymous memory before the load ${Math.round(idle / 2 ** 20)} MB`);
    const pool = new Pool(`http://127.0.0.1:${server.port}`, { connections: 64 });
    const runSeconds = minutes * 60;
    const visitors: Promise<void>[] = [];
    let peakAnonymous = idle;
    const memory = setInterval(() => void anonymousMemory(server.child.pid).then((bytes) => (peakAnonymous = Math.max(peakAnonymous, bytes))), 2000);
    const start = performance.now();
    const loadStartedAt = secondsIntoRun();
    const arrivals = setInterval(() => visitors.push(visit(pool, fixture.pagePaths)), 60_000 / visitorsPerMinute);
    let exited = false;
    server.child.once('exit', () => (exited = true));

    await new Promise((resolve) => setTimeout(resolve, newsletterAtMinute * 60_000));
    const newsletterAt = secondsIntoRun();
    const before = await outboxCount(fixture.outboxDir);
    await createNewsletter(pool, fixture);
    let newsletterDoneAt: number | undefined;
    const watch = setInterval(() => {
      void outboxCount(fixture.outboxDir).then((count) => {
        if (newsletterDoneAt === undefined && count - before >= subscribers) newsletterDoneAt = secondsIntoRun();
      });
    }, 1000);

    const firstClientAt = runSeconds * 0.2;
    const lastClientAt = runSeconds * 0.8;
    const clientSlots = slots(clientCount);
    const outcomes = clientSlots.map(async (slot, index) => {
      const at = firstClientAt + ((lastClientAt - firstClientAt) * index) / Math.max(1, clientCount - 1);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, at * 1000 - (performance.now() - start))));
      return clientBooksAndPays(pool, fixture, index, slot).catch((error: unknown) => String(error));
    });

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, runSeconds * 1000 - (performance.now() - start))));
    clearInterval(arrivals);
    const clientResults = await Promise.all(outcomes);
    await Promise.all(visitors);
    // The newsletter may still be going out: it is waited for (up to 5 minutes more), not cut short.
    for (const deadline = Date.now() + 300_000; newsletterDoneAt === undefined && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 1000));
    clearInterval(watch);
    clearInterval(memory);
    await pool.close();
    const deliveries = await newsletterDeliveries(fixture.outboxDir);
    report({ loadStartedAt, newsletterAt, newsletterDoneAt, clientResults, deliveries, peakAnonymous, idle, exited });
  } finally {
    await stopServer(server);
  }
}

function report(result: {
  loadStartedAt: number;
  newsletterAt: number;
  newsletterDoneAt: number | undefined;
  clientResults: string[];
  deliveries: { recipients: number; duplicates: number; mails: number };
  peakAnonymous: number;
  idle: number;
  exited: boolean;
}): void {
  const of = (kind: Kind, from = 0, to = Infinity) => samples.filter((sample) => sample.kind === kind && sample.at >= from && sample.at < to).map((sample) => sample.ms);
  const line = (label: string, values: number[]) =>
    console.log(`  ${label.padEnd(36)} ${String(values.length).padStart(7)}  p50 ${ms(percentile(values, 0.5))}  p99 ${ms(percentile(values, 0.99))}  max ${ms(Math.max(...values))}`);
  const window = [result.newsletterAt, result.newsletterAt + afterNewsletterSeconds] as const;
  console.log(`\n  ${'answers'.padEnd(36)} ${'count'.padStart(7)}`);
  line('pages (HTML)', of('page'));
  line('assets (CSS, JS, images)', of('asset'));
  line(`pages, ${afterNewsletterSeconds} s after the newsletter`, of('page', ...window));
  line(`assets, ${afterNewsletterSeconds} s after the newsletter`, of('asset', ...window));
  const worst = worstWindow(samples.filter((sample) => sample.kind === 'page'), result.loadStartedAt, secondsIntoRun());
  console.log(`  pages: the worst 30-second window (from ${Math.round(worst.from - result.loadStartedAt)} s into the load) has p99 ${ms(worst.p99)}`);
  line('sign-in (POST /api/token)', of('sign-in'));
  line('booking (POST /api/buy/)', of('buy'));
  const statuses = new Map<string, number>();
  for (const sample of samples) statuses.set(String(sample.status), (statuses.get(String(sample.status)) ?? 0) + 1);
  const errors = [...statuses].filter(([status]) => !/^[23]\d\d$/.test(status));
  console.log(`  errors by status: ${errors.length ? errors.map(([status, count]) => `${status} × ${count}`).join(', ') : 'none'} (of ${samples.length}; 304 for the returning visitors: ${statuses.get('304') ?? 0})`);
  const paid = result.clientResults.filter((outcome) => outcome === 'paid').length;
  console.log(`clients paid: ${paid} of ${result.clientResults.length}${paid < result.clientResults.length ? `; the others: ${result.clientResults.filter((outcome) => outcome !== 'paid').join('; ')}` : ''}`);
  const took = result.newsletterDoneAt === undefined ? 'not finished within 5 minutes after the run' : `${Math.round(result.newsletterDoneAt - result.newsletterAt)} s`;
  console.log(`newsletter: ${result.deliveries.recipients} of ${subscribers} subscribers got it (${result.deliveries.mails} mails, ${result.deliveries.duplicates} twice or more), all out in ${took}`);
  // The bench's server runs the sources through tsx (as bench:api's does), so its memory is not the production build's (`npm run bench:memory`).
  console.log(`server (sources through tsx): anonymous memory ${Math.round(result.idle / 2 ** 20)} MB before the load, peak ${Math.round(result.peakAnonymous / 2 ** 20)} MB; ${result.exited ? 'it EXITED during the run' : 'no restart'}`);
}

await run();
process.exit(0);
