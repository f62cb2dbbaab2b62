/**
 * The account e-mails (confirmation, password reset, e-mail and password changed), in the
 * user's interface language, with links on the origin of the user's edition (EDITION_DOMAINS,
 * decision 0010) and in the path of the user's locale.
 */
import { BRAND } from '@/lib/config/brand';
import { COUNTRIES, isCountryCode } from '@/lib/config/countries';
import { editionOrigin } from '@/lib/config/editions';
import { DEFAULT_LOCALE, type Locale } from '@/lib/config/locales';
import { localeHref } from '@/lib/links/locale-path';
import type { ServerEnv } from '../env';
import type { Mail } from './mailer';
import { mailT } from './translate';

export interface MailRecipient {
  email: string;
  name: string;
  country: string;
  interfaceLanguage: string;
}

function localeOf(country: string, env: ServerEnv): Locale {
  const code = isCountryCode(country) ? country : env.DEFAULT_EDITION;
  return COUNTRIES[code]?.locale ?? DEFAULT_LOCALE;
}

/** An absolute link for the user: their edition's origin and their locale's localised path. */
export function mailLink(env: ServerEnv, user: Pick<MailRecipient, 'country'>, path: string, query: Record<string, string>): string {
  const locale = localeOf(user.country, env);
  return `${editionOrigin(locale, env)}${localeHref(locale, path, query)}`;
}

/** Greeting, the lines, signature: the frame every account and payout mail shares. */
export function compose(user: MailRecipient, subject: string, lines: string[]): Mail {
  const t = mailT(user.interfaceLanguage);
  const text = [t('greeting', { name: user.name }), '', ...lines, '', t('signature', { brand: BRAND.name }), ''].join('\n');
  return { to: user.email, subject, text };
}

export function confirmationMail(env: ServerEnv, user: MailRecipient, token: string): Mail {
  const t = mailT(user.interfaceLanguage);
  const link = mailLink(env, user, '/auth/confirm', { confirmationToken: token });
  return compose(user, t('confirm.subject'), [
    t('confirm.text', { brand: BRAND.name }), link, '', t('confirm.token', { token }), '', t('confirm.validity'),
  ]);
}

export function resetPasswordMail(env: ServerEnv, user: MailRecipient, token: string): Mail {
  const t = mailT(user.interfaceLanguage);
  const link = mailLink(env, user, '/auth/reset-password', { token });
  return compose(user, t('reset.subject'), [
    t('reset.text', { brand: BRAND.name }), link, '', t('reset.token', { token }), '', t('reset.validity'),
  ]);
}

export function emailChangedMail(user: MailRecipient, newEmail: string): Mail {
  const t = mailT(user.interfaceLanguage);
  return compose(user, t('emailChanged.subject'), [t('emailChanged.text', { brand: BRAND.name, newEmail }), t('emailChanged.notYou')]);
}

export function passwordChangedMail(user: MailRecipient): Mail {
  const t = mailT(user.interfaceLanguage);
  return compose(user, t('passwordChanged.subject'), [t('passwordChanged.text', { brand: BRAND.name }), t('passwordChanged.notYou')]);
}

/** Data rights (decision 0023): the account is closed and its data is being deleted. */
export function accountDeletedMail(user: MailRecipient): Mail {
  const t = mailT(user.interfaceLanguage);
  return compose(user, t('accountDeleted.subject'), [
    t('accountDeleted.text', { brand: BRAND.name }), t('accountDeleted.data'), '', t('accountDeleted.notYou'),
  ]);
}

export type TwoFactorChange = 'enabled' | 'disabled' | 'recoveryCodes';

/**
 * Two-step verification was turned on or off, or new recovery codes were made (decision 0021):
 * every other sign-in has ended; if it was not the owner, the password is known to someone.
 */
export function twoFactorChangedMail(env: ServerEnv, user: MailRecipient, change: TwoFactorChange): Mail {
  const t = mailT(user.interfaceLanguage);
  return compose(user, t(`twoFactor.${change}.subject`), [
    t(`twoFactor.${change}.text`, { brand: BRAND.name }), t('twoFactor.otherSessions'), '',
    t('twoFactor.notYou'), mailLink(env, user, '/auth/forgot-password', {}),
  ]);
}
