import type { AnyJobDefinition } from './jobs/queue.ts';
import { appModules } from './app-modules.ts';

/** Every job of every module (each module lists its own, `<feature>.module.ts`); the web and worker processes register the same list. */
export const allJobs: AnyJobDefinition[] = appModules.flatMap((module) => module.jobs ?? []);
