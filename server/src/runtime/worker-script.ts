import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The worker threads' scripts in the sources, from the repository root: each is an entry point of its own in a build. */
export const workerThreadSources = ['server/src/db/pglite-worker.ts', 'server/src/modules/consultations/busy-calendar/busy-expansion-worker.ts'] as const;

/**
 * Where a worker thread's script is:
 * - next to the bundle in a build (`scripts/build-server.ts` builds each of `workerThreadSources`
 *   beside `main.js`);
 * - in `WORKER_THREADS_DIR` when it is set: the test runs bundle them once per run
 *   (`tests/support/pglite-template-setup.ts`), since a thread that loads tsx for itself takes
 *   about a second to start, and the suites start one per database;
 * - otherwise next to the file that starts it in the sources, run through tsx (the worker loads tsx too).
 */
export function workerScript(callerUrl: string, name: string): { url: URL; execArgv: string[] | undefined } {
  if (!callerUrl.endsWith('.ts')) return { url: new URL(`./${name}.js`, callerUrl), execArgv: undefined };
  const bundled = process.env.WORKER_THREADS_DIR;
  if (bundled) return { url: pathToFileURL(path.join(bundled, `${name}.js`)), execArgv: undefined };
  // A worker inherits the process's flags (tsx's loader among them when started through tsx); under
  // another loader (vitest's) it loads tsx for itself. Flags given to a worker cannot include V8's.
  const tsxLoaded = process.execArgv.some((argument) => /\btsx\b/.test(argument));
  return { url: new URL(`./${name}.ts`, callerUrl), execArgv: tsxLoaded ? undefined : ['--import', 'tsx'] };
}
