/**
 * npm run build:server: the server as one JavaScript bundle (`dist/server/main.js`, dependencies
 * left in node_modules) so production runs compiled code without tsx's compiler in memory, and the
 * template of an empty PGlite data folder (`dist/pglite-template.tar.gz`) so a first start on a
 * fresh data folder skips initdb. The template is made once per PGlite version.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { build } from 'esbuild';
import { pgliteStartParams, pgliteTemplatePath } from '../server/src/db/pglite-settings';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const templateFile = pgliteTemplatePath(repositoryRoot);
const versionFile = `${templateFile}.version`;

await build({
  entryPoints: [path.join(repositoryRoot, 'server/src/main.ts')],
  outfile: path.join(repositoryRoot, 'dist/server/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('server bundle: dist/server/main.js');

const pgliteVersion = String((JSON.parse(await readFile(path.join(repositoryRoot, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string }).version);
if (existsSync(templateFile) && existsSync(versionFile) && (await readFile(versionFile, 'utf8')) === pgliteVersion) {
  console.log(`PGlite template for ${pgliteVersion}: up to date`);
} else {
  const pg = await PGlite.create({ startParams: pgliteStartParams });
  const tarball = await pg.dumpDataDir('gzip');
  await pg.close();
  await mkdir(path.dirname(templateFile), { recursive: true });
  await writeFile(templateFile, new Uint8Array(await tarball.arrayBuffer()));
  await writeFile(versionFile, pgliteVersion);
  console.log(`PGlite template for ${pgliteVersion}: ${path.relative(repositoryRoot, templateFile)}`);
}
