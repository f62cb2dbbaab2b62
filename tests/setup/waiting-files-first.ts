/**
 * Vitest's order of test files, with one change: files that say `@vitest-start-first` in a
 * comment start before the rest. Vitest runs the longest files first once it has timings from an
 * earlier run, and the largest first on a fresh clone, as in CI. A small file that mostly waits on
 * the wall clock (cron minutes, child processes coming back) then starts last and ends the run
 * long after the others: jobs-schedule.test.ts, about 110 s of waiting, finished a CI run alone.
 * Such a file says why it starts first next to the mark.
 */
import { readFile } from 'node:fs/promises';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const MARK = '@vitest-start-first';

export class WaitingFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const marked = new Set<string>();
    await Promise.all(
      [...new Set(sorted.map((spec) => spec.moduleId))].map(async (id) => {
        if ((await readFile(id, 'utf8').catch(() => '')).includes(MARK)) marked.add(id);
      }),
    );
    return [...sorted.filter((spec) => marked.has(spec.moduleId)), ...sorted.filter((spec) => !marked.has(spec.moduleId))];
  }
}
