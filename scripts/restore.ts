/**
 * npm run restore -- <archive> [--erasures <erasures.jsonl>] [--allow-unauthenticated]
 * Restores a backup into the empty data folder (DATA_DIR) or empty database (DATABASE_URL):
 * verifies every checksum and the manifest's HMAC (APP_SECRET) first and refuses a damaged, edited
 * or foreign archive (one written before backups were authenticated only with
 * --allow-unauthenticated), rebuilds the read
 * models, then erases again every account the erasure log (by default `erasures.jsonl` beside
 * the archive) names and the archive does not know as deleted. Stop the server first.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/src/config/config';
import { createLogger } from '../server/src/config/logger';
import { restoreBackup } from '../server/src/runtime/restore-backup';
import { erasureLogFileName } from '../server/src/modules/privacy/erasure-log';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { erasures: { type: 'string' }, 'allow-unauthenticated': { type: 'boolean' } } });

async function main(): Promise<number> {
  const archive = positionals[0];
  if (!archive || positionals.length > 1) {
    console.error('usage: npm run restore -- <archive> [--erasures <erasures.jsonl>] [--allow-unauthenticated]');
    return 2;
  }
  const erasureLogFile = path.resolve(values.erasures ?? path.join(path.dirname(archive), erasureLogFileName));
  if (!existsSync(erasureLogFile)) {
    console.warn(`no erasure log at ${erasureLogFile}: accounts deleted after this backup cannot be erased again (pass --erasures <file>)`);
  }
  const report = await restoreBackup({
    archive: path.resolve(archive),
    config: loadConfig(),
    erasureLogFile,
    logger: createLogger(process.env.LOG_LEVEL ?? 'warn'),
    now: () => new Date(),
    allowUnauthenticated: values['allow-unauthenticated'],
  });
  console.log(
    `restored ${report.manifest.database} backup of ${report.manifest.createdAt} (app ${report.manifest.appVersion}): ${report.events} events; ` +
      `read models rebuilt; ${report.erasuresReapplied.length} later erasure(s) applied again`,
  );
  console.log('check it with: npm run audit -- replay');
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
