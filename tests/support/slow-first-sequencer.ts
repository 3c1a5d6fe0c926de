import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's own order (the last run's failures, then the longest files, as its cache remembers
 * them; by file size where it has no results, as on a fresh clone in CI), with the files known to
 * take longest moved to the front, longest first: started last, one of them would run alone on one
 * worker while the other has nothing left to do. A file missing from a list only loses that hint.
 */
export function slowFirst(slowestFiles: readonly string[]) {
  const rank = (spec: TestSpecification): number => {
    const index = slowestFiles.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
    return index === -1 ? slowestFiles.length : index;
  };
  return class SlowFirstSequencer extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      // Array.prototype.sort is stable: the files of one rank keep vitest's order.
      return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
    }
  };
}
