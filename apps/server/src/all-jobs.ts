import { creditsResetJob } from './modules/credits/credits.jobs.ts';
import { demoForwardJob } from './modules/demo/demo.jobs.ts';
import { filterDecideJob } from './modules/filter/filter.jobs.ts';
import { mailSendJob } from './modules/mail/mail.jobs.ts';
import { oauthPurgeJob } from './modules/oauth/oauth.jobs.ts';
import { researchSiteJob } from './modules/research/research.jobs.ts';
import { uploadsRetentionJob } from './modules/uploads/uploads-files.jobs.ts';
import { webhookDeliverJob } from './modules/webhooks/deliveries.ts';
import type { AnyJobDefinition } from './jobs/queue.ts';

/** Every job of every module; the web process and worker processes register the same list. */
export const allJobs: AnyJobDefinition[] = [
  demoForwardJob,
  creditsResetJob,
  filterDecideJob,
  researchSiteJob,
  uploadsRetentionJob,
  mailSendJob,
  webhookDeliverJob,
  oauthPurgeJob,
];
