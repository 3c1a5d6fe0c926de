/**
 * The V8 flags of the Node processes the suites start (vitest's workers, the app processes), as the
 * product itself runs (`npm start`, the Dockerfile): `--liftoff-only` compiles PGlite's WebAssembly
 * with V8's baseline compiler only, without the optimising tier's background compiles, which saves
 * about 2 s of CPU in every process that opens a PGlite (measured: a first in-memory app start
 * 5.3 s of CPU without it, 3.0 s with it; later starts and reads alike).
 */
export const nodeFlags: readonly string[] = ['--liftoff-only'];
