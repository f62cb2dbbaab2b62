/**
 * "Send the confirmation e-mail again", offered where the signed-in account's address is not
 * confirmed yet (the confirm-email page, the profile's e-mail section): the request under the
 * caller's tracked area, a success toast in the caller's words, and whether it went out. A 400
 * means the address was confirmed meanwhile (e.g. in another tab): `onConfirmedMeanwhile` picks
 * that up; any other failure is an error toast. `clearResent` offers the resend again (after
 * the address changed).
 */
import { useState } from 'react';
import { isErrorType } from '@/lib/api/errors';
import { resendConfirmation } from '@/lib/api/accounts';
import { trackRequest, useTrackedRequest } from '@/lib/api/tracked-requests';
import { notifyError, notifySuccess } from '@/lib/notifications/toast';

interface ResendOptions {
  /** The toast once sent, naming the address. */
  resentText: (email: string) => string;
  onConfirmedMeanwhile: () => unknown;
}

export function useResendConfirmation(area: string, user: { uuid: string; email?: string | null } | null, { resentText, onConfirmedMeanwhile }: ResendOptions) {
  const resending = useTrackedRequest(area);
  const [resent, setResent] = useState(false);
  const resend = async () => {
    if (!user) return;
    try {
      await trackRequest(area, resendConfirmation(user.uuid));
      setResent(true);
      notifySuccess(resentText(user.email ?? ''));
    } catch (error) {
      if (isErrorType(error, 'BadRequestError')) await onConfirmedMeanwhile();
      else notifyError(error);
    }
  };
  return { resend, resending, resent, clearResent: () => setResent(false) };
}
