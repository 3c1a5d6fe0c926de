/**
 * The PGlite template (an initdb'd, empty data folder) as the build and the test runs make it:
 * build-time code, kept out of the shipped server, which only loads the template
 * (`server/src/db/pglite-settings.ts`).
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteStartParams } from '../server/src/db/pglite-settings';

/**
 * Writes the template (an initdb'd, empty data folder with `pgliteStartParams`) to `templateFile`
 * unless the one there was made by this PGlite version (`pgliteVersion`, kept next to it). The file
 * is replaced in one rename, so a process reading it meanwhile sees the old one or the new one.
 * `none` leaves it uncompressed: ten times the size, loaded in half the time (for test runs).
 */
export async function ensurePgliteTemplate(templateFile: string, pgliteVersion: string, compression: 'gzip' | 'none' = 'gzip'): Promise<'made' | 'up to date'> {
  const versionFile = `${templateFile}.version`;
  if (existsSync(templateFile) && existsSync(versionFile) && (await readFile(versionFile, 'utf8')) === pgliteVersion) return 'up to date';
  const pg = await PGlite.create({ startParams: pgliteStartParams });
  const tarball = await pg.dumpDataDir(compression);
  await pg.close();
  await mkdir(path.dirname(templateFile), { recursive: true });
  const partial = `${templateFile}.${process.pid}.partial`;
  await writeFile(partial, new Uint8Array(await tarball.arrayBuffer()));
  await rename(partial, templateFile);
  await writeFile(versionFile, pgliteVersion);
  return 'made';
}

/** The installed PGlite's version, read from its package.json under the repository root. */
export async function installedPgliteVersion(repositoryRoot: string): Promise<string> {
  const manifest = JSON.parse(await readFile(path.join(repositoryRoot, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string };
  return String(manifest.version);
}
