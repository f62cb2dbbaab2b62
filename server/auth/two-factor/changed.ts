/**
 * What follows a change of the second factor (decision 0021): turning it on or off, or new
 * recovery codes. Every OTHER sign-in of the user ends (a session opened before the change,
 * perhaps by whoever made it, must not outlive it; the one that made the change stays) and the
 * owner gets a notice by mail, through the queue, so a change they did not make is noticed.
 */
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../authenticate';
import { revokeOtherSessions } from '../sessions';
import { twoFactorChangedMail, type TwoFactorChange } from '../../mail/account-mails';
import { queueMail } from '../../mail/queue-mail';

export async function afterTwoFactorChange(app: AppContext, auth: AuthUser, change: TwoFactorChange): Promise<void> {
  await revokeOtherSessions(app, auth.user.id, auth.familyId, `two-factor-${change === 'recoveryCodes' ? 'recovery-codes' : change}`);
  try {
    await queueMail(app, twoFactorChangedMail(app.env, auth.user, change));
  } catch (err) {
    // The change is made and the sessions ended; a lost notice must not turn that into an error
    // the user would retry (and then get a 409 or new codes again).
    app.log.error({ err }, 'The two-factor notice could not be queued');
  }
}
