/**
 * One server of `npm run bench:api`, in a process of its own (started by bench/api.ts with IPC):
 * `bare` is a Koa hello-world; `pglite` and `postgres` are the product (all roles in one process,
 * logging at info like production) on that database, seeded with booked sessions and a client who
 * is signed in. Reports `{ port, cookie }` to the parent, then serves until it is ended. Also the
 * server of `npm run bench:mixed` (bench/mixed-load.ts), which asks it to prepare its load. What it
 * sets up goes through bench/product-seed.ts.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Koa from 'koa';
import { createLogger } from '../server/src/config/logger';
import { currentSchemaVersion } from '../server/src/eventstore/upcasting';
import { loginSessionPolicy } from '../server/src/modules/auth/login-sessions';
import { csrfCookieName } from '../server/src/http/csrf';
import type { ApiClient } from '../tests/support/api-client';
import { startTestApp, type TestApp } from '../tests/support/test-app';
import { seededWeek, type BenchServerAnswer, type BenchServerMode, type BenchServerReady, type BenchServerRequest, type MixedLoadFixture } from './api-protocol';
import { publishArticle, registerAndSignIn, saveDailySchedule, until } from './product-seed';

const webRoot = path.resolve(import.meta.dirname, '../web/dist');
const seededBookings = 30;

/** The pages the bare server sends as the product sent them, by path (`{ serve }` from the parent). */
const pages = new Map<string, { type: string; br: Buffer; gzip: Buffer; identity: Buffer }>();

/** Koa with one middleware: a page's bytes from memory in the encoding asked for (as a browser names them), else «Hello, world». */
function startBare(): Promise<number> {
  const app = new Koa();
  app.use((ctx) => {
    const page = pages.get(ctx.path);
    if (!page) {
      ctx.body = 'Hello, world';
      return;
    }
    const accepted = ctx.get('Accept-Encoding');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
    ctx.type = page.type;
    ctx.vary('Accept-Encoding');
    if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
    ctx.body = page[encoding];
  });
  const server = app.listen(0, '127.0.0.1');
  return new Promise((resolve) => server.once('listening', () => resolve((server.address() as AddressInfo).port)));
}

/** Booked sessions through the event store, as the booking flow records them. */
async function seedBookings(app: TestApp, userId: string): Promise<void> {
  const metadata = { actor: 'bench', correlationId: 'bench', schemaVersion: currentSchemaVersion };
  for (let index = 0; index < seededBookings; index++) {
    const consultationId = 900_000 + index;
    const start = new Date(Date.parse('2027-03-01T06:00:00.000Z') + Math.floor(index / 5) * 86_400_000 + (index % 5) * 7_200_000).toISOString();
    await app.services.store.appendToStream(`consultation-${consultationId}`, [
      {
        type: 'ConsultationBooked',
        data: { consultationId, userId, start, typeId: 1, paidBy: { kind: 'payment', purchaseId: randomUUID() }, bookedAt: new Date().toISOString() },
        metadata,
      },
    ]);
  }
  const client = app.client();
  await until('The seeded bookings did not reach the read models', async () => {
    const booked = await client.get<unknown[]>('/api/consultation-booked/', seededWeek);
    return booked.status === 200 && booked.body.length === seededBookings;
  });
}

/** The product's app, closed when the benchmark ends this process (its scratch database on the PostgreSQL server is dropped then). */
let product: TestApp | undefined;

const coachEmail = 'bench-coach@example.ru';

/** The coach, signed in at the start, for what the benchmarks set up in her back office. */
let coach: ApiClient | undefined;

async function startProduct(backend: 'embedded' | 'servers'): Promise<BenchServerReady> {
  const app = await startTestApp({ backend, webRoot, adminEmails: [coachEmail], logger: createLogger('info'), environment: { LOG_LEVEL: 'info' } });
  product = app;
  const client = app.client();
  // A loaded machine may take a while before the read models have caught up after the start.
  await until('The product was not ready', async () => (await client.get('/api/ready/')).status === 200);
  await seedBookings(app, await registerAndSignIn(client, app.outboxDir));
  coach = app.client();
  await registerAndSignIn(coach, app.outboxDir, coachEmail);
  const articlePath = await publishArticle(app, coach);
  return { port: Number(new URL(app.baseUrl).port), cookie: browserCookie(client), articlePath };
}

/** The `Cookie` header of a signed-in client's browser. */
const browserCookie = (client: ApiClient) => [loginSessionPolicy.cookieName, csrfCookieName].map((name) => `${name}=${client.cookie(name) ?? ''}`).join('; ');

/**
 * What `bench/mixed-load.ts` drives: every day bookable at `slotTimesMoscow` for a year from
 * tomorrow, and `clients` clients signed in, each from an address of her own (the sign-in limits
 * count per address).
 */
async function prepareMixedLoad(clients: number): Promise<MixedLoadFixture> {
  if (!product || !coach) throw new Error('The product is not started');
  const app = product;
  const bookingWindowDays = 365;
  await saveDailySchedule(coach, bookingWindowDays);
  const products = await coach.get<Array<{ id: number; amount: number }>>('/api/dictionary/productType/');
  const clientCookies: string[] = [];
  for (let index = 0; index < clients; index++) {
    const client = app.client({ clientIp: `127.0.${1 + Math.floor(index / 250)}.${2 + (index % 250)}` });
    await registerAndSignIn(client, app.outboxDir, `bench-client-${index}@example.ru`);
    clientCookies.push(browserCookie(client));
  }
  return { clientCookies, paidProductIds: products.body.filter((item) => item.amount > 0).map((item) => item.id), bookingWindowDays };
}

/** CPU profiles of one figure at a time (the inspector's profiler), so each endpoint has its own. */
async function answerProfileRequest(session: Session, request: Extract<BenchServerRequest, { profile: string }>): Promise<void> {
  if (request.profile === 'start') {
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
    return;
  }
  const { profile } = await session.post('Profiler.stop');
  await mkdir(path.dirname(request.file), { recursive: true });
  await writeFile(request.file, JSON.stringify(profile));
}

function answerRequests(): void {
  const session = new Session();
  session.connect();
  process.on('message', (request: BenchServerRequest) => {
    if ('cpu' in request) {
      const { user, system } = process.cpuUsage();
      process.send?.({ cpuMicros: user + system } satisfies BenchServerAnswer);
      return;
    }
    if ('memory' in request) {
      process.send?.({ rssBytes: process.memoryUsage.rss() } satisfies BenchServerAnswer);
      return;
    }
    if ('serve' in request) {
      const { type, ...forms } = request.forms;
      pages.set(request.serve, { type, br: Buffer.from(forms.br, 'base64'), gzip: Buffer.from(forms.gzip, 'base64'), identity: Buffer.from(forms.identity, 'base64') });
      process.send?.({} satisfies BenchServerAnswer);
      return;
    }
    if ('prepare' in request) {
      prepareMixedLoad(request.clients).then(
        (mixedLoad) => process.send?.({ mixedLoad } satisfies BenchServerAnswer),
        (error: unknown) => process.send?.({ error: String(error) } satisfies BenchServerAnswer),
      );
      return;
    }
    answerProfileRequest(session, request).then(
      () => process.send?.({} satisfies BenchServerAnswer),
      (error: unknown) => process.send?.({ error: String(error) } satisfies BenchServerAnswer),
    );
  });
}

const modes: readonly BenchServerMode[] = ['bare', 'pglite', 'postgres'];
const mode = modes.find((known) => known === process.argv[2]);
if (!mode) throw new Error(`bench/api-server.ts runs as a server forked by bench/api.ts with its mode (${modes.join(', ')}), got ${process.argv[2]}`);
const ready: BenchServerReady =
  mode === 'bare' ? { port: await startBare(), cookie: '', articlePath: '' } : await startProduct(mode === 'pglite' ? 'embedded' : 'servers');
answerRequests();
process.send?.(ready);
process.once('SIGINT', () => {
  const closing = product?.close() ?? Promise.resolve();
  closing.then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('The product did not close', error);
      process.exit(1);
    },
  );
});
