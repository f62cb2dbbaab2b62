/**
 * Sends one e-mail. Queued by queueMail (server/mail/queue-mail.ts) instead of sending inside
 * the request, so a slow or failing mail server neither delays the answer nor loses the mail:
 * a failed attempt is retried with exponential backoff (MAIL_RETRY_LIMIT, MAIL_RETRY_DELAY_SECONDS).
 * The mail is sealed in the queue (it may carry a live token link).
 */
import { unseal } from '../auth/seal';
import type { Mail } from '../mail/mailer';
import { defineJob } from './define';

export const MAIL_SEAL_PURPOSE = 'queued-mail';

export interface SendMailPayload {
  /** The Mail, sealed with the token key (server/auth/seal.ts). */
  sealed: string;
}

export const sendMailJob = defineJob({
  name: 'send-mail',
  retry: (env) => ({ limit: env.MAIL_RETRY_LIMIT, delaySeconds: env.MAIL_RETRY_DELAY_SECONDS, backoff: true }),
  // SMTP timeouts are minutes long; an attempt that hangs longer is failed and retried.
  timeoutSeconds: 5 * 60,
  async run(app, payload: SendMailPayload) {
    await app.mailer.send(unseal<Mail>(app.authSecret, MAIL_SEAL_PURPOSE, payload.sealed));
  },
});
