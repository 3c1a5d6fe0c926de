/**
 * The production server of a benchmark, started as `npm start` starts it: the compiled bundle
 * (`dist/server/main.js`, made by `npm run build:server`) under the project's Node with the flags
 * of package.json's "start", NODE_ENV=production, on a data folder of the benchmark's. Used by
 * `bench/memory.ts` and `bench/viral-day.ts`.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { startFlags } from '../tests/support/app-process';

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const compiledServer = path.join(repositoryRoot, 'dist/server/main.js');

export type ProductionServer = {
  child: ChildProcessByStdio<null, Readable, null>;
  port: number;
  /** `compiled` as `npm start` runs it; `tsx` (the sources) only where the caller allowed it and there is no build. */
  entry: 'compiled' | 'tsx';
  /** The `node` command line after the binary, as run. */
  command: string[];
  /** How many lines the server logged at `error` or `fatal`, and the first few of them. */
  errorsLogged: () => { count: number; first: string[] };
  /** SIGTERM (its graceful shutdown), SIGKILL if it is not over within `timeoutMs`. */
  stop: (timeoutMs?: number) => Promise<void>;
};

export type ProductionServerOptions = {
  dataDir: string;
  /** On top of the bench's production environment (NODE_ENV, APP_SECRET, PUBLIC_URL, the sandbox payments, PORT=0, DATA_DIR, LOG_LEVEL=info). */
  environment?: Record<string, string>;
  /** Without `dist/server/main.js`, run the sources through tsx instead of refusing (bench:memory's fallback). */
  sourcesWhenUnbuilt?: boolean;
};

/** Starts the server and resolves once it listens (it may still answer 503 until `waitUntilReady`). */
export async function startProductionServer(options: ProductionServerOptions): Promise<ProductionServer> {
  const bin = path.join(repositoryRoot, 'node_modules/.bin');
  const built = existsSync(compiledServer);
  if (!built && !options.sourcesWhenUnbuilt) throw new Error(`${path.relative(repositoryRoot, compiledServer)} is missing: run npm run build:server first`);
  // As `npm start` runs it (see docs/operations.md, "Memory", on --liftoff-only), or from source when allowed and not built.
  const command = built ? [...(await startFlags()), compiledServer] : ['--import', 'tsx', 'server/src/main.ts'];
  const child = spawn(path.join(bin, 'node'), command, {
    cwd: repositoryRoot,
    env: {
      PATH: `${bin}:${process.env.PATH ?? ''}`,
      HOME: os.tmpdir(),
      NODE_ENV: 'production',
      APP_SECRET: 'bench-production-secret-0123456789',
      PUBLIC_URL: 'http://localhost:3000',
      PAYMENT_PROVIDER: 'sandbox',
      PORT: '0',
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'info',
      ...options.environment,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Its log (JSON lines on stdout) is read to the end, or a full pipe would stall the server: the port, then the errors.
  let errorCount = 0;
  const firstErrors: string[] = [];
  let pending = '';
  const port = await new Promise<number>((resolve, reject) => {
    let listening = false;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (!listening) {
          const match = /"port":(\d+)/.exec(line);
          if (match) {
            listening = true;
            resolve(Number(match[1]));
          }
        }
        if (/"level":(50|60)\b/.test(line) && ++errorCount <= 5) firstErrors.push(line.slice(0, 500));
      }
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code} before listening`)));
  });
  return {
    child,
    port,
    entry: built ? 'compiled' : 'tsx',
    command,
    errorsLogged: () => ({ count: errorCount, first: [...firstErrors] }),
    async stop(timeoutMs = 30_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const kill = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      await exited;
      clearTimeout(kill);
    },
  };
}

/** Polls `/api/ready/` until it answers 200 (the server listens before its parts are up and answers 503 meanwhile). */
export async function waitUntilReady(port: number, timeoutMs = 120_000): Promise<void> {
  const began = Date.now();
  while ((await fetch(`http://127.0.0.1:${port}/api/ready/`).catch(() => undefined))?.status !== 200) {
    if (Date.now() - began > timeoutMs) throw new Error(`not ready within ${Math.round(timeoutMs / 1000)} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
