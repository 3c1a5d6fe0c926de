/**
 * API benchmark: a bare Koa hello-world and the product side by side, each in its own process,
 * the product on PGlite and on PostgreSQL (seeded, a client signed in), driven by autocannon with
 * 100 connections. Prints requests/s and p50/p99 latency of the landing HTML, the consultation
 * types, the booked slots and `user-me` (signed in), each as a ratio to bare Koa measured just
 * before it in the same run.
 *
 *   npm run bench:api        (DURATION=10 seconds per figure; PROFILE=1 writes a CPU profile of
 *                             each endpoint's measured run into bench-profiles/ and prints the
 *                             functions with the most self time; BACKENDS=pglite leaves
 *                             PostgreSQL out)
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import { realPostgresUrl, realRedisUrl } from '../tests/support/real-servers';
import { seededWeek, type BenchServerAnswer, type BenchServerMode, type BenchServerReady, type BenchServerRequest } from './api-protocol';
import { summariseProfile } from './profile-summary';

const durationSeconds = Number(process.env.DURATION ?? 10);
const connections = 100;
const profileDir = path.resolve(import.meta.dirname, '../bench-profiles');

type Server = BenchServerReady & { child: ChildProcess; ask: (request: BenchServerRequest) => Promise<BenchServerAnswer> };
/** `cpuMicrosPerAnswer`: the server process's CPU time (user + system) over the answers it gave, which the load of a shared machine moves far less than requests/s. */
type Figure = { requestsPerSecond: number; p50: number; p99: number; errors: number; cpuMicrosPerAnswer: number };

function startServer(mode: BenchServerMode): Promise<Server> {
  const child = fork(path.join(import.meta.dirname, 'api-server.ts'), [mode], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, TEST_LOG_LEVEL: 'info' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (ready: BenchServerReady) => resolve({ ...ready, child, ask: asking(child) }));
    child.once('exit', (code) => reject(new Error(`The ${mode} server exited with ${code} before it was ready`)));
  });
}

/** Sends a request to the server's process and waits for its answer. */
function asking(child: ChildProcess) {
  return (request: BenchServerRequest) =>
    new Promise<BenchServerAnswer>((resolve, reject) => {
      child.once('message', (answer: BenchServerAnswer) => (answer.error ? reject(new Error(answer.error)) : resolve(answer)));
      child.send(request);
    });
}

async function stopServer(server: Server): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  // The servers end on SIGINT (their profiles, if any, were written between the figures).
  server.child.kill('SIGINT');
  // A child that does not end within 10 s (an open handle) is killed, so the benchmark itself ends.
  const kill = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(kill);
}

/** Around the measured run (not the warm-up): profiling of that endpoint, with PROFILE=1. */
type Profiling = { start(): Promise<void>; stop(): Promise<void> };

/** The CPU time the server's process has used so far (µs). */
async function cpuUsed(server: Server): Promise<number> {
  const { cpuMicros } = await server.ask({ cpu: 'used' });
  if (cpuMicros === undefined) throw new Error('The server did not say how much CPU it used');
  return cpuMicros;
}

async function measure(server: Server, path: string, headers: Record<string, string> = {}, profiling?: Profiling): Promise<Figure> {
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
  };
}

const endpoints = [
  { name: 'landing HTML (/)', slug: 'landing', path: '/', signedIn: false },
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
function profilingOf(server: Server, file: string): Profiling | undefined {
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
      for (const endpoint of endpoints) {
        // Bare Koa measured again just before each endpoint: on a shared machine the load moves within a run.
        const bareFigure = await measure(bare, '/');
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
