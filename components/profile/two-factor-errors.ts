/** What the profile's two-factor forms show for an API error: a field message, a form alert, or a toast (null). */
import type { Translate } from '@/lib/notifications/toast';
import { errorType, retryAfterSeconds, retryTime } from '@/components/auth/api-errors';

export type TwoFactorProblem = { field: 'code' | 'password'; message: string } | { alert: string } | null;

export function twoFactorProblem(error: unknown, t: Translate, locale: string): TwoFactorProblem {
  switch (errorType(error)) {
    case 'Invalid2FATokenError':
      return { field: 'code', message: t('errors.codeWrong') };
    case 'InvalidCredentialsError':
      return { field: 'password', message: t('errors.passwordWrong') };
    case 'FormValidationError':
      return { field: 'code', message: t('errors.codeRequired') };
    case 'DuplicateError':
      return { alert: t('errors.alreadyOn') };
    case 'BadRequestError':
      return { alert: t('errors.stateChanged') };
    case 'TooManyLoginAttemptsError':
    case 'TooManyRequestsError': {
      const wait = retryAfterSeconds(error);
      return { alert: wait ? t('tooManyUntil', { time: retryTime(wait, locale) }) : t('tooMany') };
    }
    default:
      return null;
  }
}
