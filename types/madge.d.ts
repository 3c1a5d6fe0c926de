// madge ships no types; this is the part of its API the import-cycle check uses (`tests/lint/import-cycles.test.ts`).
declare module 'madge' {
  type DetectiveOptions = { skipTypeImports?: boolean; skipAsyncImports?: boolean };
  type MadgeConfig = {
    fileExtensions?: string[];
    /** A tsconfig's path (or its parsed content): how imports resolve. */
    tsConfig?: string;
    detectiveOptions?: { ts?: DetectiveOptions; tsx?: DetectiveOptions; es6?: DetectiveOptions };
  };
  type MadgeResult = {
    /** Each file (relative to the common folder of what was scanned) and the files it imports. */
    obj(): Record<string, string[]>;
    /** Each import cycle as the files on it, in order. */
    circular(): string[][];
    /** The imports that resolved to no file. */
    warnings(): { skipped: string[] };
  };
  function madge(path: string | string[], config?: MadgeConfig): Promise<MadgeResult>;
  export default madge;
}
