/**
 * npm run build:server: the server as one JavaScript bundle (`dist/server/main.js`, dependencies
 * left in node_modules) so production runs compiled code without tsx's compiler in memory, and the
 * template of an empty PGlite data folder (`dist/pglite-template.tar.gz`) so a first start on a
 * fresh data folder skips initdb. The template is made once per PGlite version.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { pgliteTemplatePath } from '../server/src/db/pglite-settings';
import { ensurePgliteTemplate, installedPgliteVersion } from './pglite-template';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const templateFile = pgliteTemplatePath(repositoryRoot);

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

const outcome = await ensurePgliteTemplate(templateFile, await installedPgliteVersion(repositoryRoot));
console.log(`PGlite template: ${path.relative(repositoryRoot, templateFile)} ${outcome}`);
