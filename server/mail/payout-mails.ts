/**
 * The payout request confirmation (issue 11 §4, decision 0026): amount in the recipient's
 * language, where the money goes (an IBAN shows only its last four characters: mail is not a
 * safe place for account numbers), and a link to the payout history.
 */
import { BRAND } from '@/lib/config/brand';
import { formatMoney } from '@/lib/money/format-money';
import { maskIban } from '@/lib/contract/iban';
import type { PayoutRequest } from '@/lib/contract/payouts';
import type { ServerEnv } from '../env';
import type { Mail } from './mailer';
import { compose, mailLink, type MailRecipient } from './account-mails';
import { textLanguage } from '../i18n/plain-text-translator';
import { mailT } from './translate';

export function payoutRequestedMail(env: ServerEnv, user: MailRecipient, request: PayoutRequest): Mail {
  const t = mailT(user.interfaceLanguage);
  const amount = formatMoney(request.amount.amountMinor, request.amount.currency, textLanguage(user.interfaceLanguage));
  const destination = request.method === 'IBAN' ? `IBAN ${maskIban(request.details)}` : `PayPal ${request.details}`;
  return compose(user, t('payoutRequested.subject'), [
    t('payoutRequested.text', { amount, destination }), '', t('payoutRequested.next'),
    mailLink(env, user, '/profile/payouts/history', {}), '', t('payoutRequested.notYou', { brand: BRAND.name }),
  ]);
}
