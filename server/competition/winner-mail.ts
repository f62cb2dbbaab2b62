/**
 * The winners' e-mails (decision 0031), in the winner's interface language through the
 * plain-text translator: the prize (place, amount with Intl.NumberFormat) and the single-use link
 * to the claim form. The link is the credential, so it goes to the account's address only.
 */
import { BRAND } from '@/lib/config/brand';
import type { PrizeClaim } from '@/lib/contract/competition';
import { formatMoney } from '@/lib/money/format-money';
import cs from '@/locales/cs/competition.json';
import de from '@/locales/de/competition.json';
import el from '@/locales/el/competition.json';
import en from '@/locales/en/competition.json';
import es from '@/locales/es/competition.json';
import fr from '@/locales/fr/competition.json';
import it from '@/locales/it/competition.json';
import pl from '@/locales/pl/competition.json';
import ptBR from '@/locales/pt-BR/competition.json';
import pt from '@/locales/pt/competition.json';
import ro from '@/locales/ro/competition.json';
import tr from '@/locales/tr/competition.json';
import type { InterfaceLanguage } from '@/lib/config/locales';
import type { ServerEnv } from '../env';
import { compose, mailLink, type MailRecipient } from '../mail/account-mails';
import type { Mail } from '../mail/mailer';
import { plainTextTranslator, textLanguage } from '../i18n/plain-text-translator';

const MESSAGES: Record<InterfaceLanguage, typeof en> = { en, de, fr, pl, it, es, tr, ro, el, 'pt-BR': ptBR, pt, cs };
const translator = plainTextTranslator('competition', MESSAGES);

export const PRIZE_FORM_PATH = '/profile/payouts/competition-form';

function prizeMail(env: ServerEnv, user: MailRecipient, claim: PrizeClaim, token: string, kind: 'won' | 'newLink'): Mail {
  const t = translator(user.interfaceLanguage);
  const language = textLanguage(user.interfaceLanguage);
  const amount = formatMoney(claim.amount.amountMinor, claim.amount.currency, language);
  const vars = { brand: BRAND.name, rank: claim.rank, amount, count: claim.knowsCount };
  const link = mailLink(env, user, PRIZE_FORM_PATH, { accessToken: token });
  return compose(user, t(`mail.${kind}.subject`, vars), [
    t(`mail.${kind}.text`, vars), '', t('mail.action'), link, '', t('mail.validity'), t('mail.signedIn'), '', t('mail.notYou', vars),
  ]);
}

/** The first mail: you won, here is the form. */
export const winnerMail = (env: ServerEnv, user: MailRecipient, claim: PrizeClaim, token: string) => prizeMail(env, user, claim, token, 'won');

/** A new link the signed-in winner asked for. */
export const prizeLinkMail = (env: ServerEnv, user: MailRecipient, claim: PrizeClaim, token: string) =>
  prizeMail(env, user, claim, token, 'newLink');
