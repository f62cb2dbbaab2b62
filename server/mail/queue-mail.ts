/**
 * Puts a mail on the job queue (server/jobs/send-mail.ts) instead of sending it in the request.
 * It returns once the mail is stored in the database: from then on a restart or a failing mail
 * server delays it but does not lose it.
 */
import type { AppContext } from '../app-context';
import { seal } from '../auth/seal';
import { MAIL_SEAL_PURPOSE } from '../jobs/send-mail';
import type { Mail } from './mailer';

export async function queueMail(app: Pick<AppContext, 'jobs' | 'authSecret'>, mail: Mail): Promise<void> {
  await app.jobs.enqueue('send-mail', { sealed: seal(app.authSecret, MAIL_SEAL_PURPOSE, mail) });
}
