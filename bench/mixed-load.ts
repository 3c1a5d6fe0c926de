/**
 * Mixed load: 50 clients, each signed in as a client account of her own, at once reading pages
 * (the landing, an article: with Chromium's `Accept-Encoding` and her cookies, as a browser asks),
 * reading her cabinet, booking sessions (a hold and its sandbox payment, each on a different slot
 * of the coach's year) and buying products (a paid one and its sandbox payment, once each; then the
 * free guide), with no pause between requests. The product runs as in `npm run bench:api`, in a
 * process of its own, on PGlite (the embedded default) and on PostgreSQL + Redis (a fresh database).
 * Prints per backend requests/s, p50/p99 overall, the landing's p50/p99 under these writes, the
 * answers that were not 2xx by status (409: the slot or the product was taken meanwhile, as
 * expected), and the ratio of PGlite's landing p99 to PostgreSQL's.
 *
 *   npm run bench:mixed      (DURATION=60 seconds per backend, CLIENTS=50, BACKENDS=pglite|postgres|both)
 */
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import { realPostgresUrl, realRedisUrl } from '../tests/support/real-servers';
import { freeProductTypeId } from '../server/src/modules/catalog/catalog';
import { slotTimesMoscow, type BenchServerMode, type MixedLoadFixture } from './api-protocol';
import { startServer, stopServer, type BenchServer } from './server-process';

const durationSeconds = Number(process.env.DURATION ?? 60);
const warmUpSeconds = 3;
const clientCount = Number(process.env.CLIENTS ?? 50);
const chromiumAcceptEncoding = 'gzip, deflate, br, zstd';

/** What a request is counted as: the landing's figures are the point; the rest say what it ran beside. */
type Kind = 'landing' | 'article' | 'cabinet' | 'booking' | 'purchase';
type Answer = { status: number; body: string };

/** The latencies (ms) and statuses of one run, by kind. */
class Tally {
  readonly latencies = new Map<Kind, number[]>();
  readonly statuses = new Map<string, number>();
  counting = false;

  record(kind: Kind, milliseconds: number, status: number | 'network error'): void {
    if (!this.counting) return;
    const list = this.latencies.get(kind) ?? [];
    list.push(milliseconds);
    this.latencies.set(kind, list);
    const key = String(status);
    this.statuses.set(key, (this.statuses.get(key) ?? 0) + 1);
  }

  all(): number[] {
    return [...this.latencies.values()].flat();
  }
}

const percentile = (values: number[], fraction: number): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
};

/** A browser of one signed-in client: her cookies (kept up to date from `Set-Cookie`), sent with every request, and the CSRF header on writes. */
class Browser {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly pool: Pool,
    private readonly tally: Tally,
    cookieHeader: string,
  ) {
    for (const pair of cookieHeader.split('; ')) {
      const [name = '', value = ''] = pair.split('=');
      this.cookies.set(name, value);
    }
  }

  async send(kind: Kind, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer | undefined> {
    const headers: Record<string, string> = {
      cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'accept-encoding': kind === 'landing' || kind === 'article' ? chromiumAcceptEncoding : 'identity',
      accept: kind === 'landing' || kind === 'article' ? 'text/html' : 'application/json',
    };
    if (method === 'POST') {
      headers['content-type'] = 'application/json';
      headers['x-csrftoken'] = this.cookies.get('csrftoken') ?? '';
    }
    const started = performance.now();
    try {
      const response = await this.pool.request({ method, path, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      for (const line of [response.headers['set-cookie'] ?? []].flat()) {
        const [pair = ''] = line.split(';');
        const [name = '', value = ''] = pair.split('=');
        if (value) this.cookies.set(name.trim(), value);
      }
      // Pages are read as bytes (compressed, as sent); the API's answers as text.
      const text = kind === 'landing' || kind === 'article' ? (await response.body.arrayBuffer(), '') : await response.body.text();
      this.tally.record(kind, performance.now() - started, response.statusCode);
      return { status: response.statusCode, body: text };
    } catch {
      this.tally.record(kind, performance.now() - started, 'network error');
      return undefined;
    }
  }
}

/** Every bookable slot (UTC, as `/api/buy/` takes it) from the day after tomorrow for the window, shuffled: each booking takes the next. */
function shuffledSlots(windowDays: number): string[] {
  const slots: string[] = [];
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  for (let day = 2; day < windowDays - 1; day++) {
    for (const time of slotTimesMoscow) {
      const [hours = 0, minutes = 0] = time.split(':').map(Number);
      // Moscow is UTC+3 all year.
      const start = new Date(today + day * 86_400_000 + ((hours - 3) * 60 + minutes) * 60_000);
      slots.push(start.toISOString().slice(0, 16).replace('T', ' '));
    }
  }
  for (let index = slots.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1));
    [slots[index], slots[other]] = [slots[other] ?? '', slots[index] ?? ''];
  }
  return slots;
}

/** The period of «Мои сессии»: the coming month. */
const comingMonth = () => {
  const day = (offset: number) => `${new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)} 00:00`;
  return { start: day(0), end: day(31) };
};

const tokenOf = (answer: Answer | undefined): string | undefined => {
  if (answer?.status !== 200) return undefined;
  const parsed = JSON.parse(answer.body) as { data?: { token?: string | null } };
  return parsed.data?.token ?? undefined;
};

/** One virtual client's actions, weighted: mostly reading, a third of them writes. */
function actionsOf(browser: Browser, fixture: MixedLoadFixture, articlePath: string, slots: string[]) {
  const unbought = [...fixture.paidProductIds];
  const pay = (token: string | undefined, kind: Kind) => (token ? browser.send(kind, 'POST', `/api/sandbox/checkout/${token}`, { outcome: 'succeeded' }) : undefined);
  const cabinetReads = ['/api/user-me/', `/api/consultation/?${new URLSearchParams(comingMonth()).toString()}`, '/api/user-product/', '/api/consultation-credits/'];
  return [
    { weight: 30, run: () => browser.send('landing', 'GET', '/') },
    { weight: 15, run: () => browser.send('article', 'GET', articlePath) },
    { weight: 25, run: () => browser.send('cabinet', 'GET', cabinetReads[Math.floor(Math.random() * cabinetReads.length)] ?? '/api/user-me/') },
    {
      weight: 15,
      run: async () => {
        const slot = slots.pop() ?? '2099-01-01 05:00';
        await pay(tokenOf(await browser.send('booking', 'POST', '/api/buy/', { product: 'consultation', type: 1, amount: 3500, date: slot })), 'booking');
      },
    },
    {
      weight: 15,
      run: async () => {
        const paid = unbought.pop();
        if (paid === undefined) {
          await browser.send('purchase', 'POST', '/api/buy/', { product: 'product', type: freeProductTypeId, amount: 0 });
          return;
        }
        await pay(tokenOf(await browser.send('purchase', 'POST', '/api/buy/', { product: 'product', type: paid })), 'purchase');
      },
    },
  ];
}

function pick<T extends { weight: number }>(choices: readonly T[]): T {
  const total = choices.reduce((sum, choice) => sum + choice.weight, 0);
  let draw = Math.random() * total;
  for (const choice of choices) {
    draw -= choice.weight;
    if (draw < 0) return choice;
  }
  return choices[choices.length - 1] as T;
}

type Figures = { requestsPerSecond: number; p50: number; p99: number; landingP50: number; landingP99: number; landingCount: number; statuses: Map<string, number>; byKind: Map<Kind, number[]> };

async function drive(server: BenchServer): Promise<Figures> {
  const answer = await server.ask({ prepare: 'mixed-load', clients: clientCount });
  const fixture = answer.mixedLoad;
  if (!fixture) throw new Error('The server did not prepare the mixed load');
  const pool = new Pool(`http://127.0.0.1:${server.port}`, { connections: clientCount });
  const tally = new Tally();
  const slots = shuffledSlots(fixture.bookingWindowDays);
  let running = true;
  const clients = fixture.clientCookies.map(async (cookie) => {
    const actions = actionsOf(new Browser(pool, tally, cookie), fixture, server.articlePath, slots);
    while (running) await pick(actions).run();
  });
  await new Promise((resolve) => setTimeout(resolve, warmUpSeconds * 1000));
  tally.counting = true;
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, durationSeconds * 1000));
  tally.counting = false;
  const elapsedSeconds = (performance.now() - started) / 1000;
  running = false;
  await Promise.all(clients);
  await pool.close();
  const all = tally.all();
  const landing = tally.latencies.get('landing') ?? [];
  return {
    requestsPerSecond: all.length / elapsedSeconds,
    p50: percentile(all, 0.5),
    p99: percentile(all, 0.99),
    landingP50: percentile(landing, 0.5),
    landingP99: percentile(landing, 0.99),
    landingCount: landing.length,
    statuses: tally.statuses,
    byKind: tally.latencies,
  };
}

const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;

function report(name: string, figures: Figures): void {
  const notOk = [...figures.statuses].filter(([status]) => !/^2\d\d$/.test(status)).sort(([a], [b]) => a.localeCompare(b));
  const errors = notOk.filter(([status]) => status !== '409');
  console.log(`\n${name}:`);
  console.log(`  overall  ${Math.round(figures.requestsPerSecond)} req/s  p50 ${ms(figures.p50)}  p99 ${ms(figures.p99)}`);
  console.log(`  landing under the writes  p50 ${ms(figures.landingP50)}  p99 ${ms(figures.landingP99)}  (${figures.landingCount} answers)`);
  for (const [kind, latencies] of figures.byKind) {
    console.log(`    ${kind.padEnd(9)} ${String(latencies.length).padStart(6)} requests  p50 ${ms(percentile(latencies, 0.5))}  p99 ${ms(percentile(latencies, 0.99))}`);
  }
  console.log(`  409 (slot or product taken meanwhile, expected): ${figures.statuses.get('409') ?? 0}`);
  console.log(`  errors by status: ${errors.length ? errors.map(([status, count]) => `${status} × ${count}`).join(', ') : 'none'}`);
}

console.log(`${clientCount} clients, ${durationSeconds} s per backend (after ${warmUpSeconds} s of warm-up), ${new Date().toISOString()}`);
const wanted = process.env.BACKENDS ?? 'both';
const backends: BenchServerMode[] = [];
if (wanted === 'pglite' || wanted === 'both') backends.push('pglite');
if (wanted === 'postgres' || wanted === 'both') {
  if ((await realPostgresUrl()) && (await realRedisUrl())) backends.push('postgres');
  else console.log('PostgreSQL: no PostgreSQL and Redis reachable (TEST_DATABASE_URL, TEST_REDIS_URL), skipped');
}

const landingP99 = new Map<BenchServerMode, number>();
for (const backend of backends) {
  const server = await startServer(backend);
  try {
    const figures = await drive(server);
    report(backend === 'pglite' ? 'PGlite (embedded default)' : 'PostgreSQL + Redis', figures);
    landingP99.set(backend, figures.landingP99);
  } finally {
    await stopServer(server);
  }
}
const pglite = landingP99.get('pglite');
const postgres = landingP99.get('postgres');
if (pglite !== undefined && postgres !== undefined) {
  console.log(`\nlanding p99 under writes, PGlite / PostgreSQL: ${(pglite / postgres).toFixed(1)}× (target: within 5×)`);
}
process.exit(0);
