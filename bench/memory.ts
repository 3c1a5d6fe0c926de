/**
 * npm run bench:memory: resident memory of the production server (NODE_ENV=production, the
 * compiled server as `npm start` runs it; `npm run bench:memory` builds it first) on a fresh data
 * folder: the peak while starting, idle after start-up, and the peak under load (concurrent
 * requests to the landing page and the API for a while), idle again once the load ended (the
 * figure before the burst: the kept pages, V8's heap and PGlite's WebAssembly memory as that use
 * left them), then a browser-like burst (100 connections asking for the public pages with
 * Chromium's Accept-Encoding) and how long the resident memory takes to come back within 10 % of
 * the idle figure before it and of the one after start-up (at most 60 s are waited; the command
 * exits 1 when the first is not reached: the step from start-up to the warm figure is the
 * server's first use, not the burst's, docs/benchmarks.md). The server renderer is loaded at
 * start, so both idle figures include it.
 * Once on the embedded default, once on PostgreSQL + Redis when they are reachable
 * (TEST_DATABASE_URL / TEST_REDIS_URL or the local ones).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createScratchDatabase, realPostgresUrl, realRedisUrl } from '../tests/support/real-servers';
import { startProductionServer, waitUntilReady } from './production-server';

const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 15);
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 15);
const concurrency = 16;
const burstSeconds = Number(process.env.BENCH_BURST_SECONDS ?? 15);
/** How long the memory may take to come back after the burst, and how close to idle it must come. */
const returnSeconds = 60;
const returnTolerance = 0.1;
/** What a browser sends for a page (Chromium 13x), so the burst asks for the forms a visitor gets. */
const browserHeaders = {
  'accept-encoding': 'gzip, deflate, br, zstd',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};
const publicPages = ['/', '/blogs', '/about', '/?utm_source=newsletter', '/no-such-page'];

/** The resident memory's two idle figures a burst is judged against. */
type IdleFigures = { afterStartUp: number; beforeBurst: number };
type Return = { backAfterSeconds: number | null; after: number };

/**
 * A burst of browser-like requests, then the resident memory each second until it is back within
 * `returnTolerance` of both idle figures (or `returnSeconds` passed): when it came back within
 * each, and its figure then.
 */
async function burstAndReturn(pid: number, base: string, idle: IdleFigures): Promise<{ burstPeak: number; requests: number } & Record<keyof IdleFigures, Return>> {
  let burstPeak = idle.beforeBurst;
  const sampling = setInterval(() => {
    residentMemory(pid).then((now) => (burstPeak = Math.max(burstPeak, now.rss)), () => undefined);
  }, 500);
  // autocannon's result is a thenable without `finally`.
  const result = await Promise.resolve(
    autocannon({ url: base, connections: 100, duration: burstSeconds, headers: browserHeaders, requests: publicPages.map((path) => ({ method: 'GET', path })) }),
  ).finally(() => clearInterval(sampling));
  const ended = Date.now();
  const returns: Record<keyof IdleFigures, Return> = { afterStartUp: { backAfterSeconds: null, after: 0 }, beforeBurst: { backAfterSeconds: null, after: 0 } };
  for (;;) {
    const now = await residentMemory(pid);
    for (const figure of ['afterStartUp', 'beforeBurst'] as const) {
      const judged = returns[figure];
      if (judged.backAfterSeconds !== null) continue;
      judged.after = now.rss;
      if (now.rss <= idle[figure] * (1 + returnTolerance)) judged.backAfterSeconds = (Date.now() - ended) / 1000;
    }
    if (Object.values(returns).every((judged) => judged.backAfterSeconds !== null) || Date.now() - ended >= returnSeconds * 1000) break;
    await sleep(1000);
  }
  return { burstPeak, requests: result.requests.total, ...returns };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory now and its high-water mark, in MB, from /proc. */
async function residentMemory(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

async function measure(label: string, env: Record<string, string>) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'coach-bench-memory-'));
  // As `npm start` runs it (bench/production-server.ts), or from source when not built.
  const server = await startProductionServer({ dataDir, environment: { APP_SECRET: 'bench-memory-secret-0123456789', ...env }, sourcesWhenUnbuilt: true });
  const { child, port } = server;
  try {
    // It listens before its parts are up (503 meanwhile): start-up ends when it is ready.
    const began = Date.now();
    await waitUntilReady(port);
    const started = await residentMemory(child.pid!);
    const startSeconds = (Date.now() - began) / 1000;
    await sleep(idleSeconds * 1000);
    const idle = await residentMemory(child.pid!);
    const base = `http://127.0.0.1:${port}`;
    const paths = ['/', '/api/consultationType/', '/api/ready/', '/blogs'];
    let requests = 0;
    const until = Date.now() + loadSeconds * 1000;
    let loadPeak = idle.rss;
    await Promise.all(
      Array.from({ length: concurrency }, async (_, worker) => {
        for (let turn = worker; Date.now() < until; turn += 1) {
          const response = await fetch(`${base}${paths[turn % paths.length]}`);
          await response.arrayBuffer();
          requests += 1;
          if (turn % 20 === 0) loadPeak = Math.max(loadPeak, (await residentMemory(child.pid!)).rss);
        }
      }),
    );
    const loaded = await residentMemory(child.pid!);
    await sleep(idleSeconds * 1000);
    const warmIdle = await residentMemory(child.pid!);
    const burst = await burstAndReturn(child.pid!, base, { afterStartUp: idle.rss, beforeBurst: warmIdle.rss });
    return {
      label,
      entry: server.entry,
      startSeconds,
      startPeak: started.peak,
      idle: idle.rss,
      loadPeak: Math.max(loadPeak, loaded.rss),
      requests,
      warmIdle: warmIdle.rss,
      burst,
    };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const results = [await measure('embedded (PGlite, jobs in process)', {})];
const postgres = await realPostgresUrl();
const redis = await realRedisUrl();
if (postgres && redis) {
  const scratch = await createScratchDatabase(postgres);
  try {
    results.push(await measure('PostgreSQL + Redis', { DATABASE_URL: scratch.url, REDIS_URL: redis, QUEUE_PREFIX: `bench-${process.pid}` }));
  } finally {
    await scratch.drop();
  }
} else {
  console.log('PostgreSQL + Redis not reachable: measured the embedded default only');
}
const mb = (value: number) => `${Math.round(value)} MB`;
const back = (judged: Return) =>
  judged.backAfterSeconds === null ? `**not within ${returnSeconds} s** (${mb(judged.after)})` : `after ${judged.backAfterSeconds.toFixed(0)} s (${mb(judged.after)})`;
console.log(
  '\n| setup | server | peak while starting (fresh folder) | idle after start-up | peak under load | requests | idle after the load | peak in the browser-like burst | back within 10 % of idle before the burst | back within 10 % of idle after start-up |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const result of results) {
  const { burst } = result;
  console.log(
    `| ${result.label} | ${result.entry} | ${mb(result.startPeak)} (ready in ${result.startSeconds.toFixed(1)} s) | ${mb(result.idle)} | ${mb(result.loadPeak)} | ${result.requests} in ${loadSeconds} s | ${mb(result.warmIdle)} | ${mb(burst.burstPeak)} (${burst.requests} in ${burstSeconds} s) | ${back(burst.beforeBurst)} | ${back(burst.afterStartUp)} |`,
  );
}
// A server whose memory does not come back fails the benchmark (`npm run bench:memory` exits 1).
if (results.some((result) => result.burst.beforeBurst.backAfterSeconds === null)) process.exitCode = 1;
