/**
 * A viral day on the smallest server (issue 45): the production build (`dist/server/main.js`, as
 * `npm start` runs it: the Node flags of package.json's "start", NODE_ENV=production;
 * bench/production-server.ts) on the embedded default (PGlite in a data folder, jobs in-process,
 * mail as `.eml` files in its outbox), its process pinned to one core, while from outside it
 * - visitors arrive at a steady rate (open loop: they do not wait for each other) and read the
 *   landing, the blog and three articles as Chromium asks for them: the page with its stylesheets,
 *   scripts and images on six connections, `Accept-Encoding` as Chromium sends it; a fifth of them
 *   return with the page's `ETag` in `If-None-Match` (their hashed assets are still cached);
 * - the coach creates a newsletter to every subscriber at `NEWSLETTER_AT` minutes;
 * - clients register, book a session and pay for it in the sandbox, evenly spread over the middle
 *   of the run.
 * Before, a seed step (bench/viral-day-seed.ts, in a process of its own, through tsx) fills the data
 * folder and closes it: the coach's account, three articles, the schedule and the subscribers. The
 * subscribers are appended through the product's event store as registration records them, so the
 * seed skips the registration's rate limits (and its mails); nothing else of the product is
 * skipped. Then the server starts on that folder and the coach signs in over HTTP with the code it
 * mails to the outbox, as a browser would.
 * Prints the pages' p50/p95/p99/max over the run, in each 30-second window of the load and in the
 * 30 s after the newsletter was created, the sign-in and booking latencies, how many clients paid,
 * how long the newsletter took and whether each subscriber got it exactly once, the errors by
 * status, and the server's anonymous memory before and at its peak under the load.
 *
 *   npm run bench:viral-day [-- --subscribers N]
 *     (builds the web app and the server first; MINUTES=10, VISITORS_PER_MINUTE=1000,
 *      SUBSCRIBERS=10000 (or --subscribers), CLIENTS=20, NEWSLETTER_AT=1 minute, inside the run;
 *      PIN_CPU=0 pins the server to that core, PIN_CPU=none does not)
 */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Pool } from 'undici';
import { readMail } from '../tests/support/read-mail';
import { slotTimesMoscow } from './api-protocol';
import { startProductionServer, waitUntilReady } from './production-server';
import type { ViralDaySeedAnswer, ViralDaySeedRequest } from './viral-day-seed';

const { values: options } = parseArgs({ options: { subscribers: { type: 'string' } } });
const minutes = Number(process.env.MINUTES ?? 10);
const visitorsPerMinute = Number(process.env.VISITORS_PER_MINUTE ?? 1000);
const subscribers = Number(options.subscribers ?? process.env.SUBSCRIBERS ?? 10_000);
const clientCount = Number(process.env.CLIENTS ?? 20);
const newsletterAtMinute = Number(process.env.NEWSLETTER_AT ?? 1);
const pinCpu = process.env.PIN_CPU ?? '0';
if (!Number.isInteger(subscribers) || subscribers < 1) throw new Error(`--subscribers / SUBSCRIBERS must be a whole number above 0, got ${options.subscribers ?? process.env.SUBSCRIBERS}`);
if (!(newsletterAtMinute >= 0 && newsletterAtMinute < minutes)) throw new Error(`NEWSLETTER_AT (${newsletterAtMinute} min) must fall inside the run (MINUTES=${minutes}), or its 30 s have no load`);

/** The coach's address: an admin one (ADMIN_EMAILS) for the seed and for the server. */
const coachEmail = 'viral-coach@example.ru';
/** What the production server needs besides its data folder, set here rather than taken from the shell (server/src/config/config.ts). */
const productionEnvironment = {
  NODE_ENV: 'production',
  APP_SECRET: 'bench-viral-day-secret-0123456789',
  PUBLIC_URL: 'http://localhost:3000',
  ADMIN_EMAILS: coachEmail,
  PAYMENT_PROVIDER: 'sandbox',
  LOG_LEVEL: 'info',
};
const returningShare = 0.2;
/** The windows the pages are judged in, and the one after the newsletter. */
const windowSeconds = 30;
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
}

/** The code mailed to `email` since `since` (an ISO time): only the outbox's newer files are read, the newsletter's thousands are not. */
async function codeMailedTo(outboxDir: string, email: string, since: string): Promise<string> {
  const after = since.replace(/:/g, '-');
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    // The folder is made with the server's first mail.
    const names = (await readdir(outboxDir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml') && !name.startsWith('.') && name >= after);
    for (const name of names) {
      const mail = await readMail(await readFile(path.join(outboxDir, name)));
      const code = mail.to.includes(email) ? /\b(\d{5})\b/.exec(mail.subject)?.[1] : undefined;
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No code mailed to ${email} within a minute`);
}

/** What the load drives: the pages the seed published, the server's outbox, the coach signed in. */
type ViralDayFixture = { pagePaths: string[]; outboxDir: string; coach: ClientBrowser };

/** The coach signs in to the production server as in her browser: the code it mails to the outbox. */
async function signInCoach(pool: Pool, outboxDir: string): Promise<ClientBrowser> {
  const coach = new ClientBrowser(pool);
  await coach.call('other', 'GET', '/api/csrf');
  const since = new Date(Date.now() - 1000).toISOString();
  const query = new URLSearchParams({ email: coachEmail, registration: 'false', agreement: 'false', notification: 'false' });
  const sent = await coach.call<{ uuid: string }>('other', 'GET', `/api/send-code/?${query.toString()}`);
  if (sent?.status !== 200) throw new Error(`The coach's send-code answered ${sent?.status}: ${JSON.stringify(sent?.body)}`);
  const code = await codeMailedTo(outboxDir, coachEmail, since);
  const signedIn = await coach.call('other', 'POST', '/api/token', { uuid: sent.body.uuid, code });
  if (signedIn?.status !== 200) throw new Error(`The coach's sign-in answered ${signedIn?.status}: ${JSON.stringify(signedIn?.body)}`);
  return coach;
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
async function createNewsletter(coach: ClientBrowser): Promise<number> {
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

/** The pages of each 30-second window of the load, from its start: how many, their p50/p95/p99 and max (the last window also takes the answers that came after the arrivals stopped). */
function windows(values: Sample[], start: number, end: number): Array<{ from: number; count: number; p50: number; p95: number; p99: number; max: number }> {
  const found = [];
  for (let from = start; from < end - 0.5; from += windowSeconds) {
    const to = from + windowSeconds >= end - 0.5 ? Infinity : from + windowSeconds;
    const times = values.filter((sample) => sample.at >= from && sample.at < to).map((sample) => sample.ms);
    found.push({ from, count: times.length, p50: percentile(times, 0.5), p95: percentile(times, 0.95), p99: percentile(times, 0.99), max: times.length ? Math.max(...times) : Number.NaN });
  }
  return found;
}

const outboxCount = async (outboxDir: string) => (await readdir(outboxDir)).filter((name) => name.endsWith('.eml')).length;

function pin(child: ChildProcess): string {
  if (pinCpu === 'none') return 'not pinned';
  const pid = child.pid;
  if (pid === undefined) return 'not pinned (no pid)';
  try {
    execFileSync('taskset', ['-a', '-cp', pinCpu, String(pid)], { stdio: 'ignore' });
    return `pinned to core ${pinCpu} (taskset, its threads too)`;
  } catch {
    return 'not pinned (no taskset)';
  }
}

/** The seed step (bench/viral-day-seed.ts) in a process of its own, waited for until it exited: the data folder is free for the server then. */
function seed(request: ViralDaySeedRequest): Promise<Exclude<ViralDaySeedAnswer, { error: string }>> {
  const child = fork(path.join(import.meta.dirname, 'viral-day-seed.ts'), [JSON.stringify(request)], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    let answer: ViralDaySeedAnswer | undefined;
    child.once('message', (message: ViralDaySeedAnswer) => (answer = message));
    child.once('exit', (code) => {
      if (answer && !('error' in answer)) resolve(answer);
      else reject(new Error(`The seed failed (exit ${code}): ${answer?.error ?? 'no answer'}`));
    });
  });
}

async function run(): Promise<void> {
  console.log(`viral day: ${minutes} min, ${visitorsPerMinute} visitors/min, newsletter to ${subscribers} at minute ${newsletterAtMinute}, ${clientCount} clients; ${new Date().toISOString()}, load average ${os.loadavg()[0]?.toFixed(1)}`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'coach-bench-viral-day-'));
  try {
    const seeded = await seed({ dataDir, subscribers, coachEmail, environment: { APP_SECRET: productionEnvironment.APP_SECRET } });
    console.log(`seeded ${dataDir} in ${Math.round(seeded.seconds)} s: ${subscribers} subscribers, ${seeded.pagePaths.length - 2} articles, the schedule (${seeded.bookingWindowDays} days), the coach's account`);
    const server = await startProductionServer({ dataDir, environment: productionEnvironment });
    try {
      await measureDay(server, { dataDir, pagePaths: seeded.pagePaths });
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Every page a visitor reads answers 200 before the load starts: a day of 503s would measure nothing. */
async function assertPagesServed(port: number, pagePaths: readonly string[]): Promise<void> {
  for (const pagePath of pagePaths) {
    const response = await fetch(`http://127.0.0.1:${port}${pagePath}`, { headers: { accept: 'text/html' }, redirect: 'manual' });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`The production server answers ${pagePath} with ${response.status} before the load: ${body.slice(0, 200)}`);
  }
}

async function measureDay(server: Awaited<ReturnType<typeof startProductionServer>>, seeded: { dataDir: string; pagePaths: string[] }): Promise<void> {
  const pinned = pin(server.child);
  let exited = false;
  server.child.once('exit', () => (exited = true));
  await waitUntilReady(server.port);
  await assertPagesServed(server.port, seeded.pagePaths);
  const pool = new Pool(`http://127.0.0.1:${server.port}`, { connections: 64 });
  const outboxDir = path.join(seeded.dataDir, 'outbox');
  const fixture: ViralDayFixture = { pagePaths: seeded.pagePaths, outboxDir, coach: await signInCoach(pool, outboxDir) };
  const idle = await anonymousMemory(server.child.pid);
  console.log(
    `server: the PRODUCTION BUILD, node ${server.command.map((part) => path.relative(process.cwd(), part) || part).join(' ')} (NODE_ENV=production, PGlite in the data folder, jobs in-process, mail to its outbox); ${pinned}`,
  );
  console.log(`the coach signed in over HTTP; anonymous memory before the load ${Math.round(idle / 2 ** 20)} MB`);
  const runSeconds = minutes * 60;
  const visitors: Promise<void>[] = [];
  let peakAnonymous = idle;
  const memory = setInterval(() => void anonymousMemory(server.child.pid).then((bytes) => (peakAnonymous = Math.max(peakAnonymous, bytes))), 2000);
  const start = performance.now();
  const loadStartedAt = secondsIntoRun();
  const arrivals = setInterval(() => visitors.push(visit(pool, fixture.pagePaths)), 60_000 / visitorsPerMinute);

  await new Promise((resolve) => setTimeout(resolve, newsletterAtMinute * 60_000));
  const newsletterAt = secondsIntoRun();
  const before = await outboxCount(outboxDir);
  await createNewsletter(fixture.coach);
  let newsletterDoneAt: number | undefined;
  const watch = setInterval(() => {
    void outboxCount(outboxDir).then((count) => {
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
  const deliveries = await newsletterDeliveries(outboxDir);
  report({ loadStartedAt, newsletterAt, newsletterDoneAt, clientResults, deliveries, peakAnonymous, idle, exited, errorsLogged: server.errorsLogged() });
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
  errorsLogged: { count: number; first: string[] };
}): void {
  const of = (kind: Kind, from = 0, to = Infinity) => samples.filter((sample) => sample.kind === kind && sample.at >= from && sample.at < to).map((sample) => sample.ms);
  const line = (label: string, values: number[]) =>
    console.log(
      `  ${label.padEnd(36)} ${String(values.length).padStart(7)}  p50 ${ms(percentile(values, 0.5))}  p95 ${ms(percentile(values, 0.95))}  p99 ${ms(percentile(values, 0.99))}  max ${ms(values.length ? Math.max(...values) : Number.NaN)}`,
    );
  const window = [result.newsletterAt, result.newsletterAt + windowSeconds] as const;
  console.log(`\n  ${'answers'.padEnd(36)} ${'count'.padStart(7)}`);
  line('pages (HTML)', of('page'));
  line('assets (CSS, JS, images)', of('asset'));
  line(`pages, ${windowSeconds} s after the newsletter`, of('page', ...window));
  line(`assets, ${windowSeconds} s after the newsletter`, of('asset', ...window));
  line('sign-in (POST /api/token)', of('sign-in'));
  line('booking (POST /api/buy/)', of('buy'));
  const pageWindows = windows(
    samples.filter((sample) => sample.kind === 'page'),
    result.loadStartedAt,
    result.loadStartedAt + minutes * 60,
  );
  console.log(`  pages in each ${windowSeconds}-second window of the load (from its start; N: the newsletter was created in it):`);
  for (const each of pageWindows) {
    const newsletter = result.newsletterAt >= each.from && result.newsletterAt < each.from + windowSeconds ? ' N' : '';
    console.log(
      `    ${`${Math.round(each.from - result.loadStartedAt)} s${newsletter}`.padEnd(10)} ${String(each.count).padStart(6)}  p50 ${ms(each.p50)}  p95 ${ms(each.p95)}  p99 ${ms(each.p99)}  max ${ms(each.max)}`,
    );
  }
  const worst = pageWindows.reduce((worse, each) => (each.p99 > worse.p99 ? each : worse), pageWindows[0] ?? { from: result.loadStartedAt, p99: Number.NaN });
  console.log(`  pages: the worst ${windowSeconds}-second window (from ${Math.round(worst.from - result.loadStartedAt)} s into the load) has p99 ${ms(worst.p99)}`);
  const statuses = new Map<string, number>();
  for (const sample of samples) statuses.set(String(sample.status), (statuses.get(String(sample.status)) ?? 0) + 1);
  const errors = [...statuses].filter(([status]) => !/^[23]\d\d$/.test(status));
  console.log(`  errors by status: ${errors.length ? errors.map(([status, count]) => `${status} × ${count}`).join(', ') : 'none'} (of ${samples.length}; 304 for the returning visitors: ${statuses.get('304') ?? 0})`);
  console.log(`  the server logged ${result.errorsLogged.count} lines at error or fatal${result.errorsLogged.first.length ? `, the first:\n    ${result.errorsLogged.first.join('\n    ')}` : ''}`);
  const paid = result.clientResults.filter((outcome) => outcome === 'paid').length;
  console.log(`clients paid: ${paid} of ${result.clientResults.length}${paid < result.clientResults.length ? `; the others: ${result.clientResults.filter((outcome) => outcome !== 'paid').join('; ')}` : ''}`);
  const took = result.newsletterDoneAt === undefined ? 'not finished within 5 minutes after the run' : `${Math.round(result.newsletterDoneAt - result.newsletterAt)} s`;
  console.log(`newsletter: ${result.deliveries.recipients} of ${subscribers} subscribers got it (${result.deliveries.mails} mails, ${result.deliveries.duplicates} twice or more), all out in ${took}`);
  console.log(
    `server (the production build, as npm start runs it): anonymous memory ${Math.round(result.idle / 2 ** 20)} MB before the load, peak ${Math.round(result.peakAnonymous / 2 ** 20)} MB (issue 45's goal: < 400 MB); ${result.exited ? 'it EXITED during the run' : 'no restart'}`,
  );
}

await run();
process.exit(0);
