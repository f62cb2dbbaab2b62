/**
 * The start log's warnings (decision 0047): in production every local default that an operator
 * switched on explicitly (a setting the start accepted) is named at start, every time, so it
 * cannot stay on unnoticed. Each warning says what it means for visitors and how to turn it off.
 */
import type { ServerEnv } from './env';
import type { Logger } from './log/logger';

interface EnvWarning {
  setting: string;
  message: string;
}

export function localDefaultWarnings(env: ServerEnv): EnvWarning[] {
  if (env.APP_ENV !== 'prod') return [];
  const warnings: EnvWarning[] = [];
  if (env.paymentTestMode) {
    warnings.push({
      setting: 'PAYMENT_TEST_MODE',
      message: 'PAYMENT_TEST_MODE=true in production: every signed-in visitor can get Pro without paying, renewed for free. Set STRIPE_SECRET_KEY (and unset PAYMENT_TEST_MODE) to take real payments.',
    });
  }
  if (env.mailDelivery === 'off') {
    warnings.push({
      setting: 'SMTP_URL',
      message: 'SMTP_URL is not set in production: no mail is sent (sign-up confirmations, password resets, notices are dropped). Set SMTP_URL, or MAIL_TO_FILES=true to write them to DATA_DIR/outbox.',
    });
  }
  if (env.mailDelivery === 'files') {
    warnings.push({
      setting: 'MAIL_TO_FILES',
      message: `MAIL_TO_FILES=true in production: mails (sign-up confirmations, password resets) are only written to ${env.DATA_DIR}/outbox, nobody receives them. Set SMTP_URL to send them.`,
    });
  }
  if (env.STRIPE_API_URL) {
    warnings.push({
      setting: 'STRIPE_API_URL',
      message: `STRIPE_API_URL is set in production: Stripe requests go to ${new URL(env.STRIPE_API_URL).origin} instead of Stripe itself. Unset it unless that is a proxy you run on purpose.`,
    });
  }
  return warnings;
}

/** One warn line per warning, with the setting as a field for log queries. */
export function warnAboutLocalDefaults(env: ServerEnv, log: Logger): void {
  for (const { setting, message } of localDefaultWarnings(env)) log.warn({ setting }, message);
}
