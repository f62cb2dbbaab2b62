/**
 * Outgoing mail (env.mailDelivery): SMTP when SMTP_URL is set, else .eml files in DATA_DIR/outbox
 * (local use, tests), else off (production without SMTP_URL: each mail is dropped with a warning
 * that names its subject only, decision 0047). Requests do not call it: they queue mail
 * (server/mail/queue-mail.ts); the send-mail job does.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import type { ServerEnv } from '../env';
import type { Logger } from '../log/logger';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(env: ServerEnv, log: Logger): Mailer {
  if (env.mailDelivery === 'off') {
    return {
      async send(mail) {
        log.warn({ subject: mail.subject }, 'Mail not sent: no mail server is configured (SMTP_URL)');
      },
    };
  }
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport(env.SMTP_URL);
    return {
      async send(mail) {
        await transport.sendMail({ from: env.MAIL_FROM, ...mail });
      },
    };
  }
  const outbox = resolve(env.DATA_DIR, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: env.MAIL_FROM, ...mail });
      await mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(join(outbox, name), info.message as Buffer);
    },
  };
}
