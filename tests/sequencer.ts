/**
 * The order test files start in: vitest's (the longest first, by the durations it remembers from earlier runs on this
 * machine, else the largest file first), except that the export walks start before everything. Their files are small
 * (the walk is in export-walk.ts), so on a fresh clone they came last, and the browser phase ended with two walks side by
 * side that mostly wait for screens to settle and exports to finish, on a CPU left half idle. Started first, their
 * waits are filled by the other files' work.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const START_FIRST = /[\\/]exports-every-list[^\\/]*\.test\.ts$/;

export class WalksFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = (f: TestSpecification) => START_FIRST.test(f.moduleId);
    return [...sorted.filter(first), ...sorted.filter((f) => !first(f))];
  }
}
