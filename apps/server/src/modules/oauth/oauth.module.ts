import type { AppModule } from '../../runtime-types.ts';
import { oauthPurgeJob, scheduleOAuthJobs } from './oauth.jobs.ts';
import { oauthRoutes } from './oauth.routes.ts';

export const oauthModule: AppModule = {
  name: 'oauth',
  routes: [oauthRoutes],
  jobs: [oauthPurgeJob],
  schedule: scheduleOAuthJobs,
};
