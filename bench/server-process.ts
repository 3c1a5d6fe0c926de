/**
 * A server of a benchmark in a process of its own (`bench/api-server.ts`, forked with IPC): started
 * with its mode, asked between figures, ended with SIGINT. Used by `bench/api.ts` and
 * `bench/mixed-load.ts`.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { BenchServerAnswer, BenchServerMode, BenchServerReady, BenchServerRequest } from './api-protocol';

export type BenchServer = BenchServerReady & { child: ChildProcess; ask: (request: BenchServerRequest) => Promise<BenchServerAnswer> };

export function startServer(mode: BenchServerMode): Promise<BenchServer> {
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

export async function stopServer(server: BenchServer): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  // The servers end on SIGINT (their profiles, if any, were written between the figures).
  server.child.kill('SIGINT');
  // A child that does not end within 10 s (an open handle) is killed, so the benchmark itself ends.
  const kill = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(kill);
}
