/**
 * Operators' command for the read models.
 *   npm run projections -- status           each projection's position and lag; a stuck one with the
 *                                            event it failed on (position, stream, type, data, error)
 *   npm run projections -- resume <name>    apply the failed event again with the code deployed now
 *                                            (an upcaster or a fixed projection) and catch up
 * Same configuration as the server. On PostgreSQL it works beside a running server, whose runner
 * then retries at once; the embedded PGlite admits one process, so stop the server first there
 * (or just restart it: a start retries a failed projection by itself).
 */
import { parseArgs } from 'node:util';
import { readModelProjections } from '../projections';
import { describeFailure } from '../server/src/read-models/projection-failures';
import { projectionStatus, resumeProjection, type ProjectionStatus } from '../projections/operator';
import { loadConfig } from '../server/src/config/config';
import { createLogger } from '../server/src/config/logger';
import { withToolDatabase } from './tool-database';

const usage = 'usage: npm run projections -- status | resume <projection>';
const names = readModelProjections.map((projection) => projection.name);

function printStatus(status: ProjectionStatus): void {
  const lag = status.behindMore ? `more than ${status.behind} events behind` : status.behind === 0 ? 'up to date' : `${status.behind} event(s) behind`;
  console.log(`${status.projection}: at position ${status.checkpoint}, ${status.failure ? 'STUCK' : lag}`);
  const { failure } = status;
  if (!failure) return;
  console.log(`  failed on ${failure.type} at position ${failure.position}, stream ${failure.streamId}, event id ${failure.eventId}`);
  console.log(`  ${failure.attempts} attempt(s) since ${failure.firstFailedAt.toISOString()}, last ${failure.lastFailedAt.toISOString()}`);
  console.log(`  error: ${failure.error}`);
  console.log(`  data: ${failure.event ? JSON.stringify(failure.event.data) : '(the event is no longer readable at this position)'}`);
  console.log(`  after deploying a fix: npm run projections -- resume ${failure.projection} (or restart the server)`);
}

async function main(): Promise<number> {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  const [command, name] = positionals;
  if (command !== 'status' && command !== 'resume') {
    console.error(usage);
    return 2;
  }
  const projection = readModelProjections.find((candidate) => candidate.name === name);
  if (command === 'resume' && !projection) {
    console.error(`${usage}\nprojections: ${names.join(', ')}`);
    return 2;
  }
  const config = loadConfig();
  return withToolDatabase(
    config,
    async ({ db, store }) => {
      if (command === 'status') {
        const statuses = await projectionStatus(db, store, readModelProjections);
        statuses.forEach(printStatus);
        return statuses.some((status) => status.failure) ? 1 : 0;
      }
      // The outcome below says what failed; the runner's own log lines only with LOG_LEVEL=debug.
      const runnerLogger = createLogger(config.logLevel === 'debug' || config.logLevel === 'trace' ? config.logLevel : 'silent');
      const outcome = await resumeProjection(db, store, projection!, runnerLogger);
      if (outcome.kind === 'still-failing') {
        console.error(`${projection!.name} still fails: ${describeFailure(outcome.failure)}`);
        return 1;
      }
      const from = outcome.resumedFrom ? `resumed past ${outcome.resumedFrom.type} at position ${outcome.resumedFrom.position}; ` : 'had no recorded failure; ';
      console.log(`${projection!.name}: ${from}caught up to position ${outcome.checkpoint}`);
      return 0;
    },
    (folder) => {
      console.log(`No embedded database in ${folder}: the server was never started on this data folder; nothing to ${command === 'status' ? 'show' : 'resume'}.`);
      return 0;
    },
  );
}

process.exitCode = await main();
