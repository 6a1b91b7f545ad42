/**
 * The order test files start in: vitest's (the longest first, by the durations it remembers from earlier runs on this
 * machine, else the largest file first), with the export walks spread out: the first walk starts first, the others at
 * even steps through the list. Their files are small (the walk is in export-walk.ts), so on a fresh clone they came
 * last, side by side, mostly waiting for screens to settle and exports to finish on a CPU left half idle; started
 * together at the front they did the same there (CI, 2026-12-07: both walks first, the phase 887 s against 835 s with
 * both last). Beside other files, their waits are filled by those files' work.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const WALK = /[\\/]exports-every-list[^\\/]*\.test\.ts$/;

export class WalksSpread extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const walks = sorted.filter((f) => WALK.test(f.moduleId));
    const rest = sorted.filter((f) => !WALK.test(f.moduleId));
    const step = Math.floor(sorted.length / Math.max(walks.length, 1));
    // walk i at position i * step, counted in the whole list
    walks.forEach((walk, i) => rest.splice(Math.min(i * step, rest.length), 0, walk));
    return rest;
  }
}
