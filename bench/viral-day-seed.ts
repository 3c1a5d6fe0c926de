/**
 * The seed of `npm run bench:viral-day`, in a process of its own (forked by bench/viral-day.ts with
 * IPC, run through tsx), before the production server starts on the same data folder: opens the
 * embedded database of `dataDir` (`dataDir/pglite`) as the server's first start would, runs the
 * product on it (tests/support/test-app, its own scratch folder for mail) and records
 * - the coach's account (registered and signed in through the API; the address is an admin one),
 * - `subscribers` accounts that consented to the mailing, appended through the product's event
 *   store as registration records them (bench/product-seed.ts: the registration's rate limits are
 *   skipped, as no one registers ten thousand addresses in minutes through them),
 * - three published articles and the schedule (every day at `slotTimesMoscow`, 90 days ahead),
 * waits until the read models show them all, closes the product and its database (the folder's lock
 * goes with it), and answers the pages a visitor reads, then exits.
 */
import path from 'node:path';
import { pgliteTemplatePath } from '../server/src/db/pglite-settings';
import { openDatabase } from '../server/src/db/open-database';
import { createLogger } from '../server/src/config/logger';
import { startTestApp } from '../tests/support/test-app';
import { publishArticle, registerAndSignIn, saveDailySchedule, seedSubscribers, until } from './product-seed';
import { repositoryRoot } from './production-server';

/** What bench/viral-day.ts asks (JSON in the first argument). */
export type ViralDaySeedRequest = { dataDir: string; subscribers: number; coachEmail: string; environment: Record<string, string> };
/** What it gets back over IPC: the public pages a visitor reads (the landing, the blog, three articles), or why not. */
export type ViralDaySeedAnswer = { pagePaths: string[]; bookingWindowDays: number; seconds: number } | { error: string };

const bookingWindowDays = 90;

async function seed(request: ViralDaySeedRequest): Promise<ViralDaySeedAnswer> {
  const started = Date.now();
  const database = await openDatabase({ databaseUrl: undefined, dataDir: request.dataDir, pgliteTemplate: pgliteTemplatePath(repositoryRoot) });
  try {
    const app = await startTestApp({
      backend: 'embedded',
      database,
      webRoot: path.join(repositoryRoot, 'web/dist'),
      adminEmails: [request.coachEmail],
      logger: createLogger('warn'),
      environment: request.environment,
    });
    try {
      const coach = app.client();
      await until('The product was not ready', async () => (await coach.get('/api/ready/')).status === 200, 120);
      await registerAndSignIn(coach, app.outboxDir, request.coachEmail);
      const articles = [
        await publishArticle(app, coach),
        await publishArticle(app, coach, 'Выгорание: три вопроса себе'),
        await publishArticle(app, coach, 'Как говорить о деньгах с работодателем'),
      ];
      await saveDailySchedule(coach, bookingWindowDays);
      await seedSubscribers(app, coach, request.subscribers);
      return { pagePaths: ['/', '/blogs', ...articles], bookingWindowDays, seconds: (Date.now() - started) / 1000 };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

const request = JSON.parse(process.argv[2] ?? '{}') as ViralDaySeedRequest;
const answer = await seed(request).catch((error: unknown): ViralDaySeedAnswer => ({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }));
process.send?.(answer, () => process.exit('error' in answer ? 1 : 0));
