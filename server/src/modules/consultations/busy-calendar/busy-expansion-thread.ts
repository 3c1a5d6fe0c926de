import { Worker } from 'node:worker_threads';
import { workerScript } from '../../../runtime/worker-script';
import type { BusyInterval } from '../availability';
import type { Window } from './busy-expansion';
import type { ExpansionMessage, ExpansionRequest } from './busy-expansion-worker';
import { BusyFeedError, BusyFeedRefusedError } from './busy-feed-error';

/** How long reading one file may take once its worker started: a year of a busy calendar takes well under a second. */
export const defaultExpansionBudgetMs = 5_000;
/** How long a worker may take to load its code before its budget runs (longer under tsx, on a loaded machine). */
const workerStartMs = 30_000;
/** The heap a worker may fill: a 5 MB file is parsed well within it; beyond it the file is refused. */
const workerHeapMb = 128;

const seconds = (ms: number) => `${Math.round(ms / 100) / 10}`.replace('.', ',');

/** The error a worker's refusal stands for, its technical cause kept for the log. */
function refusal(message: Extract<ExpansionMessage, { kind: 'refused' }>): BusyFeedError {
  const options = message.cause ? { cause: new Error(message.cause) } : undefined;
  return message.refusedFile ? new BusyFeedRefusedError(message.problem, options) : new BusyFeedError(message.problem, options);
}

/**
 * The busy times of an iCalendar file (`busyIntervalsOf`), read in a worker thread of its own so
 * the HTTP thread stays free. ical.js cannot be stopped from inside while it looks for an
 * occurrence, so the worker is ended when it takes longer than `budgetMs` or fills its heap: the
 * file is then refused (`BusyFeedRefusedError`) and not read again until the coach saves it.
 */
export async function busyIntervalsOffThread(feed: string, window: Window, budgetMs: number = defaultExpansionBudgetMs): Promise<BusyInterval[]> {
  const script = workerScript(import.meta.url, 'busy-expansion-worker');
  const request: ExpansionRequest = { feed, window };
  const worker = new Worker(script.url, { workerData: request, execArgv: script.execArgv, resourceLimits: { maxOldGenerationSizeMb: workerHeapMb } });
  let timer: NodeJS.Timeout | undefined;
  try {
    return await new Promise<BusyInterval[]>((resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`the busy-calendar worker did not start within ${workerStartMs} ms`)), workerStartMs);
      worker.on('message', (message: ExpansionMessage) => {
        clearTimeout(timer);
        if (message.kind === 'started') {
          timer = setTimeout(() => reject(new BusyFeedRefusedError(`файл календаря читается дольше ${seconds(budgetMs)} с: в нём слишком сложные повторения`)), budgetMs);
          return;
        }
        if (message.kind === 'read') resolve(message.intervals);
        else reject(refusal(message));
      });
      worker.once('error', (error: Error) => {
        const outOfMemory = 'code' in error && error.code === 'ERR_WORKER_OUT_OF_MEMORY';
        reject(outOfMemory ? new BusyFeedRefusedError('файл календаря слишком велик, чтобы его прочитать', { cause: error }) : error);
      });
      worker.once('exit', (code) => reject(new Error(`the busy-calendar worker ended with ${code} before it answered`)));
    });
  } finally {
    clearTimeout(timer);
    await worker.terminate();
  }
}
