/**
 * npm run build:web: the web app's browser bundle (web/dist) and its server renderer
 * (web/dist-ssr), then the fingerprint of their inputs (scripts/build-inputs.ts). Quiet unless
 * BUILD_VERBOSE=1, which lists every bundle with its size; warnings and errors always show.
 */
import path from 'node:path';
import { build } from 'vite';
import { buildRecorded, buildTargets, buildVerbose, repositoryRoot } from './build-inputs';

const configFile = path.join(repositoryRoot, 'web/vite.config.ts');
const logLevel = buildVerbose() ? 'info' : 'warn';

await buildRecorded(buildTargets.web, async () => {
  await build({ configFile, logLevel });
  // The server renderer, relative to the app's root (web/).
  await build({ configFile, logLevel, build: { ssr: 'src/app/entry-server.tsx', outDir: 'dist-ssr' } });
});
