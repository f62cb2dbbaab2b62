import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv } from '@/server/env';
import { createLogger } from '@/server/log/logger';
import { createMailer } from '@/server/mail/mailer';

const PROD = { APP_ENV: 'prod', AUTH_SECRET: 'k3J9vQ2mX7pL4sT8wZ1cR6yB0nF5hD2gA9eU', LOG_LEVEL: 'silent' };
const mail = { to: 'learner@example.com', subject: 'Confirm your e-mail', text: 'Your code is 123456' };

describe('mail delivery (decision 0047)', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes nothing anywhere in prod without SMTP_URL, and writes .eml files where mail to files is on', async () => {
    dir = await mkdtemp(join(tmpdir(), 'knowly-mail-'));
    const off = loadEnv({ ...PROD, DATA_DIR: dir });
    await createMailer(off, createLogger(off)).send(mail);
    await expect(readdir(join(dir, 'outbox'))).rejects.toMatchObject({ code: 'ENOENT' });

    const files = loadEnv({ ...PROD, DATA_DIR: dir, MAIL_TO_FILES: 'true' });
    await createMailer(files, createLogger(files)).send(mail);
    expect(await readdir(join(dir, 'outbox'))).toHaveLength(1);
  });
});
