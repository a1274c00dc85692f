// The order vitest starts test files in. Vitest starts the longest first when it has timings from an earlier run;
// a fresh clone (CI) has none, so it starts the largest files first. The crash tests are small but long: each
// mostly waits ~80 s for pg-boss to notice a killed worker, using no CPU; started last, they left one worker busy
// while the other idled at the end of a pass. They start first in their project (ADR 0054), with the PostgreSQL test
// of an automation's schedule on several nodes, which waits ~2 min for three one-minute periods. Files that start
// server processes are long too, but they are busy: started first, beside the browser suite's build and its apps,
// they took 3–7 times as long (a CI run of 2026-11-28), so they keep vitest's order.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const longWaitingFiles = [
  'apps/server/src/modules/filter/filter.crash.test.ts',
  'apps/server/src/modules/research/research.crash.test.ts',
  'apps/server/src/modules/automations/automations.nodes.test.ts',
];

const rank = (spec: TestSpecification) => {
  const index = longWaitingFiles.findIndex((file) => spec.moduleId.endsWith(file));
  return index < 0 ? longWaitingFiles.length : index;
};

export class LongWaitingFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: within a project, the base order is kept for the other files.
    return sorted.sort((a, b) => (a.project.name === b.project.name ? rank(a) - rank(b) : 0));
  }
}
