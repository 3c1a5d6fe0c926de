/**
 * Where a worker thread's script is: next to the file that starts it in the sources (run through
 * tsx: the worker loads tsx too), next to the bundle in a build (`scripts/build-server.ts` builds
 * each worker script as an entry point of its own beside `main.js`).
 */
export function workerScript(callerUrl: string, name: string): { url: URL; execArgv: string[] | undefined } {
  if (!callerUrl.endsWith('.ts')) return { url: new URL(`./${name}.js`, callerUrl), execArgv: undefined };
  // A worker inherits the process's flags (tsx's loader among them when started through tsx); under
  // another loader (vitest's) it loads tsx for itself. Flags given to a worker cannot include V8's.
  const tsxLoaded = process.execArgv.some((argument) => /\btsx\b/.test(argument));
  return { url: new URL(`./${name}.ts`, callerUrl), execArgv: tsxLoaded ? undefined : ['--import', 'tsx'] };
}
