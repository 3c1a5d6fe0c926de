/**
 * One server of `npm run bench:api`, in a process of its own (started by bench/api.ts with IPC):
 * `bare` is a Koa hello-world; `pglite` and `postgres` are the product (all roles in one process,
 * logging at info like production) on that database, seeded with booked sessions and a client who
 * is signed in. Reports `{ port, cookie }` to the parent, then serves until it is ended. Also the
 * server of `npm run bench:mixed` (bench/mixed-load.ts), which asks it to prepare its load.
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
import { readCodeFromOutbox } from '../tests/support/login-code-mail';
import { startTestApp, type TestApp } from '../tests/support/test-app';
import { seededWeek, slotTimesMoscow, type BenchServerAnswer, type BenchServerMode, type BenchServerReady, type BenchServerRequest, type MixedLoadFixture, type ViralDayFixture } from './api-protocol';
import { userStreamId } from '../server/src/modules/users/events';
import { advertisingConsentDocument, personalDataConsentDocument } from '../server/src/modules/users/consent-documents';

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

/** Polls until `probe` holds, for at most `seconds`. */
async function until(what: string, probe: () => Promise<boolean>, seconds = 30): Promise<void> {
  for (const deadline = Date.now() + seconds * 1000; Date.now() < deadline; ) {
    if (await probe()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} within ${seconds} s`);
}

/** Registers a client through the API (as the web app does) and leaves `client` signed in. */
async function registerAndSignIn(client: ApiClient, outboxDir: string, email = `bench-${randomUUID().slice(0, 8)}@example.ru`): Promise<string> {
  await client.get('/api/csrf');
  const sent = await client.get<{ uuid: string }>('/api/send-code/', { email, registration: true, agreement: true, notification: false });
  if (sent.status !== 200) throw new Error(`send-code answered ${sent.status}: ${JSON.stringify(sent.body)}`);
  const code = await readCodeFromOutbox(outboxDir, email);
  const signedIn = await client.post<{ user: { id: string } }>('/api/token', { uuid: sent.body.uuid, code });
  if (signedIn.status !== 200) throw new Error(`token answered ${signedIn.status}: ${JSON.stringify(signedIn.body)}`);
  return signedIn.body.user.id;
}

/** The product's app, closed when the benchmark ends this process (its scratch database on the PostgreSQL server is dropped then). */
let product: TestApp | undefined;

const coachEmail = 'bench-coach@example.ru';

/** The coach, signed in (by `publishArticle`), for what the benchmarks set up in her back office. */
let coach: ApiClient | undefined;

/** The first article's page, for the article page's figures. */
let firstArticlePath = '';

/** A published article of a few paragraphs, as the coach writes them (signed in the first time), for the article page's figures. */
async function publishArticle(app: TestApp, name = 'Как понять, что пора менять профессию'): Promise<string> {
  if (!coach) {
    coach = app.client();
    await registerAndSignIn(coach, app.outboxDir, coachEmail);
  }
  const yesterday = new Date(Date.now() - 86_400_000).toISOString();
  const article = await coach.post<{ id: number }>('/api/article/', {
    name,
    description: Array.from({ length: 6 }, (_, index) => `Абзац ${index + 1}: неделю записывайте, какие задачи дают силы, а какие их забирают; через семь дней картина станет яснее.`).join('\n'),
    only_date: yesterday.slice(0, 10),
    only_time: yesterday.slice(11, 16),
  });
  if (article.status >= 300) throw new Error(`The article was not published: ${JSON.stringify(article.body)}`);
  const articlePath = `/blogs/${article.body.id}`;
  // Shown once the blog's read model has it (a page kept before shows «Статья не найдена» until then).
  await until('The article page did not show the article', async () => (await fetch(new URL(articlePath, app.baseUrl), { redirect: 'manual' })).status === 200);
  return articlePath;
}

async function startProduct(backend: 'embedded' | 'servers'): Promise<BenchServerReady> {
  const app = await startTestApp({ backend, webRoot, adminEmails: [coachEmail], logger: createLogger('info'), environment: { LOG_LEVEL: 'info' } });
  product = app;
  const client = app.client();
  // A loaded machine may take a while before the read models have caught up after the start.
  await until('The product was not ready', async () => (await client.get('/api/ready/')).status === 200);
  await seedBookings(app, await registerAndSignIn(client, app.outboxDir));
  firstArticlePath = await publishArticle(app);
  return { port: Number(new URL(app.baseUrl).port), cookie: browserCookie(client), articlePath: firstArticlePath };
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
  const schedule = await coach.request('PUT', '/api/schedule/', {
    body: { weekly_plan: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, times: slotTimesMoscow })), exceptions: [], booking_window_days: bookingWindowDays, min_notice_days: 1 },
  });
  if (schedule.status !== 200) throw new Error(`The schedule was not saved: ${JSON.stringify(schedule.body)}`);
  const products = await coach.get<Array<{ id: number; amount: number }>>('/api/dictionary/productType/');
  const clientCookies: string[] = [];
  for (let index = 0; index < clients; index++) {
    const client = app.client({ clientIp: `127.0.${1 + Math.floor(index / 250)}.${2 + (index % 250)}` });
    await registerAndSignIn(client, app.outboxDir, `bench-client-${index}@example.ru`);
    clientCookies.push(browserCookie(client));
  }
  return { clientCookies, paidProductIds: products.body.filter((item) => item.amount > 0).map((item) => item.id), bookingWindowDays };
}

/**
 * What `bench/viral-day.ts` drives: `subscribers` accounts that consented to the mailing, recorded
 * as registration records them (the events of `users/decider.ts`, appended stream by stream through
 * the product's own event store: the registration flow's limits, rightly, let no one register ten
 * thousand addresses in minutes), two more articles, the schedule, and the coach's browser.
 */
async function prepareViralDay(subscribers: number): Promise<ViralDayFixture> {
  if (!product || !coach) throw new Error('The product is not started');
  const app = product;
  const metadata = { actor: 'bench', correlationId: 'bench-viral-day', schemaVersion: currentSchemaVersion };
  const registeredAt = new Date().toISOString();
  const consent = { givenAt: registeredAt, source: 'registration' as const };
  for (let index = 0; index < subscribers; index++) {
    const userId = randomUUID();
    await app.services.store.appendToStream(userStreamId(userId), [
      { type: 'UserRegistered', data: { userId, email: `subscriber-${index}@example.ru`, registeredAt }, metadata },
      { type: 'PersonalDataConsentGiven', data: { userId, consent: personalDataConsentDocument, ...consent }, metadata },
      { type: 'AdvertisingConsentGiven', data: { userId, consent: advertisingConsentDocument, ...consent }, metadata },
    ]);
  }
  const articles = [firstArticlePath, await publishArticle(app, 'Выгорание: три вопроса себе'), await publishArticle(app, 'Как говорить о деньгах с работодателем')];
  const bookingWindowDays = 90;
  const schedule = await coach.request('PUT', '/api/schedule/', {
    body: { weekly_plan: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, times: slotTimesMoscow })), exceptions: [], booking_window_days: bookingWindowDays, min_notice_days: 1 },
  });
  if (schedule.status !== 200) throw new Error(`The schedule was not saved: ${JSON.stringify(schedule.body)}`);
  const signedIn = coach;
  await until('The subscribers did not reach the read models', async () => {
    const answer = await signedIn.get<{ count: number }>('/api/newsletter/recipients/');
    return answer.status === 200 && answer.body.count >= subscribers;
  }, 300);
  return { coachCookie: browserCookie(coach), pagePaths: ['/', '/blogs', ...articles], outboxDir: app.outboxDir, bookingWindowDays };
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
      const prepared: Promise<BenchServerAnswer> =
        request.prepare === 'mixed-load' ? prepareMixedLoad(request.clients).then((mixedLoad) => ({ mixedLoad })) : prepareViralDay(request.subscribers).then((viralDay) => ({ viralDay }));
      prepared.then(
        (answer) => process.send?.(answer),
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
