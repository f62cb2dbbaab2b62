/**
 * A failed AI request, shown where the result would be: the used-up allowance
 * (NoTutoringMinutesAvailableError, with the allowance the error carries), too many requests,
 * or the client's usual message for anything else (spec §8).
 */
import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { FormAlert } from '@/components/ui/form-fields';
import { allowanceOfError } from '@/lib/api/ai';
import { isErrorType } from '@/lib/api/errors';
import { errorToastText } from '@/lib/notifications/toast';
import { trackAllowanceExhausted } from './ai-analytics';
import { AllowancePanel } from './allowance-panel';

export function AiError({ error, where }: { error: unknown; where: string }) {
  const { t } = useTranslation(['ai', 'errors']);
  const allowance = allowanceOfError(error);
  useEffect(() => {
    if (allowance) void trackAllowanceExhausted(where);
  }, [allowance, where]);
  if (allowance) return <AllowancePanel allowance={allowance} exhausted />;
  if (isErrorType(error, 'NoTutoringMinutesAvailableError')) return <FormAlert>{t('ai:allowance.exhaustedTitle')}</FormAlert>;
  if (isErrorType(error, 'TooManyRequestsError')) return <FormAlert>{t('ai:errors.tooManyRequests')}</FormAlert>;
  if (isErrorType(error, 'NotFoundError')) return <FormAlert>{t('ai:errors.sourceNotFound')}</FormAlert>;
  const text = errorToastText(error, t);
  return text ? <FormAlert>{text}</FormAlert> : null;
}
