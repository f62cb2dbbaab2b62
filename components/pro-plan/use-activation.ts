/**
 * Activating a subscription code on the signed-in account (decision 0027, 0032), for the
 * activation page and the web app's return page: the call, then users/me again so premiumStatus
 * (blur, analytics snapshot) follows at once, the events, and what went wrong in words a user
 * can act on (a used code, an unknown one).
 */
import { useState } from 'react';
import { activateSubscription, type SubscriptionCode } from '@/lib/api/pro-plan';
import { toApiError } from '@/lib/api/errors';
import { PRO_PLAN_EVENTS } from '@/lib/analytics/event-names';
import { trackEvent } from '@/lib/analytics/track';
import { useSessionStore } from '@/stores/session-store';

export type ActivationFailure = 'used' | 'notFound' | 'invalid' | 'unknown';
export type ActivationState = { status: 'idle' | 'activating' | 'done' } | { status: 'failed'; reason: ActivationFailure };

export function activationFailure(error: unknown): ActivationFailure {
  const e = toApiError(error);
  if (e.type === 'DuplicateError') return 'used';
  if (e.status === 404) return 'notFound';
  if (e.type === 'FormValidationError') return 'invalid';
  return 'unknown';
}

export function useActivation(activate: (code: SubscriptionCode) => Promise<unknown> = activateSubscription) {
  const [state, setState] = useState<ActivationState>({ status: 'idle' });
  const run = async (code: SubscriptionCode, utmContent: string | null): Promise<boolean> => {
    setState({ status: 'activating' });
    const referrerScreen = utmContent ?? 'pro_plan';
    try {
      await activate(code);
    } catch (error) {
      const reason = activationFailure(error);
      void trackEvent(PRO_PLAN_EVENTS.activationFailed, { referrerScreen });
      setState({ status: 'failed', reason });
      return false;
    }
    // The stored user carries premiumStatus: reload it so the whole site knows about Pro now.
    await useSessionStore.getState().loadSession().catch(() => null);
    void trackEvent(PRO_PLAN_EVENTS.activated, { referrerScreen });
    setState({ status: 'done' });
    return true;
  };
  return { state, run };
}
