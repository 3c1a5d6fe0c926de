/**
 * The part of the WebAssembly JavaScript API the server calls (the project's `lib` is ES2023,
 * without the DOM's declarations): compiling PGlite's module once for its worker threads
 * (`server/src/db/pglite-database.ts`).
 */
declare namespace WebAssembly {
  function compile(bytes: Uint8Array): Promise<Module>;
}
