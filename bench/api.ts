/**
 * API benchmark: a bare Koa and the product side by side, each in its own process, the product on
 * PGlite and on PostgreSQL (seeded, a client signed in, an article published), driven by
 * autocannon with 100 connections.
 *
 * Pages (the landing, an article) are asked as Chromium asks (`Accept-Encoding: gzip, deflate, br,
 * zstd`) and, as a second row, with `identity`; the bare Koa sends the very bytes the product sent
 * for that page and encoding, from memory. Each row prints requests/s, p50, p99, bytes per answer
 * (headers included) and the server's resident memory after the run, each as a ratio to the bare
 * Koa measured just before it. The API rows (consultation types, booked slots, `user-me` signed
 * in) compare with a bare Koa hello-world, as before.
 *
 *   npm run bench:api        (DURATION=10 seconds per figure; PROFILE=1 writes a CPU profile of
 *                             each endpoint's measured run into bench-profiles/ and prints the
 *                             functions with the most self time; BACKENDS=pglite leaves
 *                             PostgreSQL out)
 */
import { get } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import { realPostgresUrl, realRedisUrl } from '../tests/support/real-servers';
import { seededWeek, type BenchServerMode, type PageForms } from './api-protocol';
import { startServer, stopServer, type BenchServer } from './server-process';
import { summariseProfile } from './profile-summary';

const durationSeconds = Number(process.env.DURATION ?? 10);
const connections = 100;
const profileDir = path.resolve(import.meta.dirname, '../bench-profiles');

/** `cpuMicrosPerAnswer`: the server process's CPU time (user + system) over the answers it gave, which the load of a shared machine moves far less than requests/s. */
type Figure = { requestsPerSecond: number; p50: number; p99: number; errors: number; cpuMicrosPerAnswer: number; bytesPerAnswer: number; rssBytes: number };

/** Around the measured run (not the warm-up): profiling of that endpoint, with PROFILE=1. */
type Profiling = { start(): Promise<void>; stop(): Promise<void> };

/** The CPU time the server's process has used so far (µs). */
async function cpuUsed(server: BenchServer): Promise<number> {
  const { cpuMicros } = await server.ask({ cpu: 'used' });
  if (cpuMicros === undefined) throw new Error('The server did not say how much CPU it used');
  return cpuMicros;
}

/** The server's resident memory now (bytes). */
async function rssOf(server: BenchServer): Promise<number> {
  const { rssBytes } = await server.ask({ memory: 'rss' });
  if (rssBytes === undefined) throw new Error('The server did not say its resident memory');
  return rssBytes;
}

async function measure(server: BenchServer, path: string, headers: Record<string, string> = {}, profiling?: Profiling): Promise<Figure> {
  const url = `http://127.0.0.1:${server.port}${path}`;
  // A short warm-up, so the figures are of the running server, not of its first requests.
  await autocannon({ url, connections, duration: 2, headers });
  await profiling?.start();
  const cpuBefore = await cpuUsed(server);
  const result = await autocannon({ url, connections, duration: durationSeconds, headers });
  const cpuMicros = (await cpuUsed(server)) - cpuBefore;
  await profiling?.stop();
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuMicrosPerAnswer: cpuMicros / Math.max(1, result.requests.total),
    bytesPerAnswer: result.throughput.total / Math.max(1, result.requests.total),
    rssBytes: await rssOf(server),
  };
}

/** How Chromium asks for a page, and the row without compression. */
const pageEncodings = [
  { name: 'Chromium', acceptEncoding: 'gzip, deflate, br, zstd' },
  { name: 'identity', acceptEncoding: 'identity' },
] as const;

/** The bytes of one answer as sent (no decoding), and its type. */
function rawAnswer(url: string, acceptEncoding: string): Promise<{ status: number; type: string; bytes: Buffer; encoding: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          type: response.headers['content-type'] ?? '',
          bytes: Buffer.concat(chunks),
          encoding: response.headers['content-encoding'] ?? 'identity',
        }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** The page's three forms as the product sends them, for the bare Koa to send the same. */
async function pageForms(server: BenchServer, path: string): Promise<PageForms> {
  const url = `http://127.0.0.1:${server.port}${path}`;
  const [br, gzip, identity] = await Promise.all(['br', 'gzip', 'identity'].map((encoding) => rawAnswer(url, encoding)));
  if (!br || !gzip || !identity || br.encoding !== 'br' || gzip.encoding !== 'gzip' || identity.encoding !== 'identity') {
    throw new Error(`${path} did not come in br, gzip and identity as asked`);
  }
  if ([br, gzip, identity].some((answer) => answer.status !== 200)) throw new Error(`${path} answered ${identity.status}, not 200`);
  return { type: identity.type, br: br.bytes.toString('base64'), gzip: gzip.bytes.toString('base64'), identity: identity.bytes.toString('base64') };
}

const ratio = (figure: number, bare: number) => `${((figure / bare) * 100).toFixed(0).padStart(4)} %`;
const megabytes = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;

const formatPage = (figure: Figure, bare: Figure) =>
  [
    `${Math.round(figure.requestsPerSecond).toString().padStart(6)} req/s (${ratio(figure.requestsPerSecond, bare.requestsPerSecond)})`,
    `p50 ${String(figure.p50).padStart(4)} ms (${ratio(figure.p50, Math.max(1, bare.p50))})`,
    `p99 ${String(figure.p99).padStart(4)} ms (${ratio(figure.p99, Math.max(1, bare.p99))})`,
    `${Math.round(figure.bytesPerAnswer).toString().padStart(6)} B/answer (${ratio(figure.bytesPerAnswer, bare.bytesPerAnswer)})`,
    `RSS ${megabytes(figure.rssBytes)} (${ratio(figure.rssBytes, bare.rssBytes)})`,
    `CPU ${Math.round(figure.cpuMicrosPerAnswer)} µs/answer`,
    figure.errors ? `(${figure.errors} errors, time-outs or non-2xx)` : '',
  ].join('  ');

const endpoints = [
  { name: 'consultation types', slug: 'consultation-types', path: '/api/dictionary/consultationType/', signedIn: false },
  { name: 'booked slots', slug: 'booked-slots', path: `/api/consultation-booked/?${new URLSearchParams(seededWeek).toString()}`, signedIn: false },
  { name: 'user-me (signed in)', slug: 'user-me', path: '/api/user-me/', signedIn: true },
] as const;

const format = (figure: Figure, bare: Figure) =>
  `${Math.round(figure.requestsPerSecond).toString().padStart(6)} req/s  ${((figure.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(0).padStart(3)} % of bare Koa  p50 ${String(figure.p50).padStart(4)} ms  p99 ${String(figure.p99).padStart(4)} ms  CPU ${Math.round(figure.cpuMicrosPerAnswer).toString().padStart(4)} µs/answer${figure.errors ? `  (${figure.errors} errors, time-outs or non-2xx)` : ''}`;

console.log(`${connections} connections, ${durationSeconds} s per figure, ${new Date().toISOString()}`);
const backends: BenchServerMode[] = ['pglite'];
if (process.env.BACKENDS === 'pglite') console.log('PostgreSQL: left out (BACKENDS=pglite)');
else if ((await realPostgresUrl()) && (await realRedisUrl())) backends.push('postgres');
else console.log('PostgreSQL: no PostgreSQL and Redis reachable (TEST_DATABASE_URL, TEST_REDIS_URL), skipped');

const profiles: string[] = [];
/** With PROFILE=1, each endpoint's measured run is profiled into bench-profiles/<backend>-<endpoint>.cpuprofile. */
function profilingOf(server: BenchServer, file: string): Profiling | undefined {
  if (!process.env.PROFILE) return undefined;
  return {
    start: async () => {
      await server.ask({ profile: 'start' });
    },
    stop: async () => {
      await server.ask({ profile: 'stop', file });
      profiles.push(file);
    },
  };
}

const bare = await startServer('bare');
try {
  for (const backend of backends) {
    const product = await startServer(backend);
    try {
      console.log(`\nproduct on ${backend === 'pglite' ? 'PGlite' : 'PostgreSQL + Redis'}:`);
      console.log('  pages, as ratios to a bare Koa sending the same bytes from memory:');
      for (const page of [
        { name: 'landing (/)', slug: 'landing', path: '/' },
        { name: `article (${product.articlePath})`, slug: 'article', path: product.articlePath },
      ]) {
        await bare.ask({ serve: page.path, forms: await pageForms(product, page.path) });
        for (const encoding of pageEncodings) {
          const headers = { 'accept-encoding': encoding.acceptEncoding };
          const bareFigure = await measure(bare, page.path, headers);
          const profiling = profilingOf(product, path.join(profileDir, `${backend}-${page.slug}-${encoding.name}.cpuprofile`));
          const figure = await measure(product, page.path, headers, profiling);
          console.log(`    ${`${page.name}, ${encoding.name}`.padEnd(30)} ${formatPage(figure, bareFigure)}`);
          console.log(
            `    ${'  bare Koa'.padEnd(30)} ${Math.round(bareFigure.requestsPerSecond)} req/s, p50 ${bareFigure.p50} ms, p99 ${bareFigure.p99} ms, ${Math.round(bareFigure.bytesPerAnswer)} B/answer, RSS ${megabytes(bareFigure.rssBytes)}, CPU ${Math.round(bareFigure.cpuMicrosPerAnswer)} µs/answer`,
          );
        }
      }
      console.log('  API, as ratios to a bare Koa hello-world:');
      for (const endpoint of endpoints) {
        // Bare Koa measured again just before each endpoint: on a shared machine the load moves within a run.
        const bareFigure = await measure(bare, '/hello-world');
        const profiling = profilingOf(product, path.join(profileDir, `${backend}-${endpoint.slug}.cpuprofile`));
        const figure = await measure(product, endpoint.path, endpoint.signedIn ? { cookie: product.cookie } : {}, profiling);
        console.log(
          `  ${endpoint.name.padEnd(22)} ${format(figure, bareFigure)}  (bare Koa ${Math.round(bareFigure.requestsPerSecond)} req/s, p99 ${bareFigure.p99} ms, CPU ${Math.round(bareFigure.cpuMicrosPerAnswer)} µs/answer)`,
        );
      }
    } finally {
      await stopServer(product);
    }
  }
} finally {
  await stopServer(bare);
}

for (const file of profiles) console.log(`\n${summariseProfile(file, await readFile(file, 'utf8'))}`);
// autocannon leaves timers of its connections behind, which would keep this process waiting.
process.exit(0);
