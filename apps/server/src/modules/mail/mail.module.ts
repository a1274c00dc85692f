import type { AppModule } from '../../runtime-types.ts';
import { mailSendJob } from './mail.jobs.ts';

export const mailModule: AppModule = {
  name: 'mail',
  jobs: [mailSendJob],
};
