// The order vitest starts test files in. Vitest starts the longest first when it has timings from an earlier run;
// a fresh clone (CI) has none, so it starts the largest files first. Files that are small but long — they mostly
// wait for processes to start or for pg-boss to notice a killed worker (~80 s) — would then start last and
// leave one worker busy while the other idles. These start first in their project (ADR 0054).
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const longWaitingFiles = [
  'apps/server/src/modules/filter/filter.crash.test.ts',
  'apps/server/src/modules/research/research.crash.test.ts',
  'apps/server/src/test/abuse.test.ts',
  'apps/server/src/cli/db.process.test.ts',
  'apps/server/src/db/dump/dump.test.ts',
  'apps/server/src/modules/research/research.model.test.ts',
  'apps/server/src/db/pooler.test.ts',
  'apps/server/src/cli/tiers.test.ts',
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
