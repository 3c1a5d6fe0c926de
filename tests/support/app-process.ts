import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeFlags } from './node-flags';
import { testReadModelWaitMs } from './read-model-wait';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** One pino line of the process, parsed. */
export type LogLine = { level: number; msg: string; [field: string]: unknown };
export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type AppProcess = {
  /** The HTTP port it listens on (the API, or only the probes without the `web` role). */
  port: number;
  baseUrl: string;
  logs: LogLine[];
  /** Everything it wrote to stderr. */
  stderr(): string;
  exited: Promise<Exit>;
  isRunning(): boolean;
  signal(signal: NodeJS.Signals): void;
  waitForLog(predicate: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  /** Kills it if still running and removes its data folder. */
  dispose(): Promise<void>;
};

export type SpawnedApp = Omit<AppProcess, 'port' | 'baseUrl'>;

/** The Node flags `npm start` runs the compiled server with, read from package.json (the tests and the benches start it the same way). */
export async function startFlags(): Promise<string[]> {
  const scripts = (JSON.parse(await readFile(path.join(repositoryRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const flags = /\bnode ((?:--\S+ )*)dist\/server\/main\.js/.exec(scripts.start ?? '')?.[1];
  if (flags === undefined) throw new Error('package.json "start" does not run node … dist/server/main.js');
  return flags.split(' ').filter(Boolean);
}

/**
 * Starts the real entry (`node --liftoff-only --import tsx server/src/main.ts`, see `nodeFlags`; with
 * `entry: 'build'` the compiled bundle as `npm start` runs it) as a child process with `env` on top of a
 * clean environment (nothing of the test's own), PORT=0 and its own DATA_DIR, without waiting.
 */
export async function spawnApp(env: Record<string, string>, { entry = 'sources' }: { entry?: 'sources' | 'build' } = {}): Promise<SpawnedApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'coach-process-'));
  const bin = path.join(repositoryRoot, 'node_modules/.bin');
  // Node itself with tsx's loader, not the tsx CLI: the CLI runs the server in a child of its own,
  // so SIGKILL (`dispose`, a crash test) would end only the wrapper and leave the server running.
  const args = entry === 'build' ? [...(await startFlags()), 'dist/server/main.js'] : [...nodeFlags, '--import', 'tsx', 'server/src/main.ts'];
  const child = spawn(path.join(bin, 'node'), args, {
    cwd: repositoryRoot,
    env: {
      PATH: `${bin}:${process.env.PATH ?? ''}`,
      HOME: os.tmpdir(),
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      READ_MODEL_WAIT_MS: testReadModelWaitMs,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so `dispose` ends whatever the app started too, never leaving a
    // process that still holds its port and data folder.
    detached: true,
  });
  const logs: LogLine[] = [];
  const listeners = new Set<() => void>();
  let stderr = '';
  let pending = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines.filter((text) => text.trim())) {
      try {
        logs.push(JSON.parse(line) as LogLine);
      } catch {
        logs.push({ level: 30, msg: line });
      }
    }
    for (const listener of listeners) listener();
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  let running = true;
  // 'close', not 'exit': 'exit' may come before the last lines written to stdout have been read,
  // so a test reading the logs after the exit could miss the final ones.
  const exited = new Promise<Exit>((resolve) =>
    child.once('close', (code, signal) => {
      running = false;
      for (const listener of listeners) listener();
      resolve({ code, signal });
    }),
  );
  const describe = () => `stderr: ${stderr.slice(-2000)}\nlast logs: ${logs.slice(-8).map((line) => JSON.stringify(line)).join('\n')}`;

  return {
    logs,
    stderr: () => stderr,
    exited,
    isRunning: () => running,
    signal: (signal) => void child.kill(signal),
    waitForLog(predicate, timeoutMs = 20_000) {
      return new Promise<LogLine>((resolve, reject) => {
        const check = () => {
          const found = logs.find(predicate);
          if (found) done(() => resolve(found));
          else if (!running) done(() => reject(new Error(`The process exited before the awaited log line.\n${describe()}`)));
        };
        const timer = setTimeout(() => done(() => reject(new Error(`No such log line within ${timeoutMs} ms.\n${describe()}`))), timeoutMs);
        const done = (settle: () => void) => {
          clearTimeout(timer);
          listeners.delete(check);
          settle();
        };
        listeners.add(check);
        check();
      });
    },
    async dispose() {
      if (running) {
        process.kill(-child.pid!, 'SIGKILL');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Spawns the entry and waits until it listens (the line that names its port). */
export async function startAppProcess(env: Record<string, string>, options: { entry?: 'sources' | 'build' } = {}): Promise<AppProcess> {
  const spawned = await spawnApp(env, options);
  try {
    const listening = await spawned.waitForLog((line) => typeof line.port === 'number' && typeof line.serves === 'string', 45_000);
    const port = listening.port as number;
    return { ...spawned, port, baseUrl: `http://127.0.0.1:${port}` };
  } catch (error) {
    await spawned.dispose();
    throw error;
  }
}
