import path from 'node:path';
import { build } from 'esbuild';

/**
 * Bundles server entry points as `npm run build:server` does (one ESM file each, named as its
 * source, dependencies left in node_modules): the build's server and worker threads, and the test
 * runs' worker threads (`tests/support/pglite-template-setup.ts`).
 */
export async function bundleServerEntries(repositoryRoot: string, sources: readonly string[], outdir: string, options: { sourcemap?: boolean } = {}): Promise<void> {
  await build({
    entryPoints: sources.map((source) => path.join(repositoryRoot, source)),
    outdir,
    entryNames: '[name]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    sourcemap: options.sourcemap ?? false,
    logLevel: 'warning',
  });
}
