/**
 * npm run build:server: the server as one JavaScript bundle (`dist/server/main.js`, dependencies
 * left in node_modules, with its worker threads' scripts `dist/server/pglite-worker.js` and `busy-expansion-worker.js`) so production runs compiled code without tsx's compiler in memory, and the
 * template of an empty PGlite data folder (`dist/pglite-template.tar.gz`) so a first start on a
 * fresh data folder skips initdb. The template is made once per PGlite version. Then the
 * fingerprint of the inputs (scripts/build-inputs.ts). What it made is said with BUILD_VERBOSE=1.
 */
import path from 'node:path';
import { pgliteTemplatePath } from '../server/src/db/pglite-settings';
import { workerThreadSources } from '../server/src/runtime/worker-script';
import { buildRecorded, buildTargets, buildVerbose, repositoryRoot } from './build-inputs';
import { ensurePgliteTemplate, installedPgliteVersion } from './pglite-template';
import { bundleServerEntries } from './server-bundle';

const templateFile = pgliteTemplatePath(repositoryRoot);
const report = (line: string) => {
  if (buildVerbose()) console.log(line);
};

await buildRecorded(buildTargets.server, async () => {
  // The worker threads' scripts beside the server's (`server/src/runtime/worker-script.ts`): PGlite's, the busy calendar's reading.
  await bundleServerEntries(repositoryRoot, ['server/src/main.ts', ...workerThreadSources], path.join(repositoryRoot, 'dist/server'), { sourcemap: true });
  report('server bundle: dist/server/main.js, dist/server/pglite-worker.js, dist/server/busy-expansion-worker.js');

  const outcome = await ensurePgliteTemplate(templateFile, await installedPgliteVersion(repositoryRoot));
  report(`PGlite template: ${path.relative(repositoryRoot, templateFile)} ${outcome}`);
});
