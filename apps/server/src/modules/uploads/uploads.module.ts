import type { AppModule } from '../../runtime-types.ts';
import { uploadsStartup } from './uploads-startup.ts';
import { scheduleUploadJobs, uploadsRetentionJob } from './uploads-files.jobs.ts';
import { uploadsFilesRoutes } from './uploads-files.routes.ts';
import { uploadsRoutes } from './uploads.routes.ts';

export const uploadsModule: AppModule = {
  name: 'uploads',
  routes: [uploadsRoutes, uploadsFilesRoutes],
  jobs: [uploadsRetentionJob],
  schedule: scheduleUploadJobs,
  startup: uploadsStartup,
};
