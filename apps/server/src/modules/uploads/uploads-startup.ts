import { sweepIncompleteFiles } from '../../files/db-storage.ts';
import type { AppModule } from '../../runtime-types.ts';
import { sweepOrphanFiles } from './uploads-files.service.ts';
import { sweepAbandonedUploads } from './uploads.service.ts';

/** At start-up, in turn: uploads a crash left mid-ingest, half-written database files, stored files no upload names. */
export const uploadsStartup: NonNullable<AppModule['startup']> = [
  {
    failure: 'sweeping abandoned uploads failed',
    run: async (runtime) => {
      const removed = await sweepAbandonedUploads(runtime);
      if (removed) runtime.log.info({ removed }, 'removed uploads abandoned mid-ingest');
    },
  },
  {
    failure: 'sweeping half-written files failed',
    run: async (runtime) => {
      if (runtime.storage.kind !== 'database') return;
      const files = await sweepIncompleteFiles(runtime.db);
      if (files) runtime.log.info({ files }, 'removed files left half-written');
    },
  },
  {
    failure: 'sweeping files without an upload failed',
    run: async (runtime) => {
      const orphans = await sweepOrphanFiles(runtime);
      if (orphans) runtime.log.info({ orphans }, 'removed stored files that no upload names');
    },
  },
];
