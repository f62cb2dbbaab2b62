/**
 * The state of a profile two-factor form around its request: field errors (the first one
 * focused), the form alert and the busy flag; an API error goes to its field, the alert or a toast.
 * `texts(step)` are a step's title, intro and submit label (`{step}.title`, `.intro`, `.submit`).
 */
import { useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { trackRequest, useTrackedRequest } from '@/lib/api/tracked-requests';
import { useEdition } from '@/lib/edition/use-edition';
import { notifyError } from '@/lib/notifications/toast';
import { twoFactorProblem } from './two-factor-errors';

export type TwoFactorErrors = { password?: string; code?: string };

type InputRef = RefObject<HTMLInputElement | null>;

export function useTwoFactorForm(area: string, refs: { code: InputRef; password?: InputRef }) {
  const { t } = useTranslation('security');
  const { locale } = useEdition();
  const busy = useTrackedRequest(area);
  const [errors, setErrors] = useState<TwoFactorErrors>({});
  const [alert, setAlert] = useState<string | null>(null);

  const show = (found: TwoFactorErrors) => {
    setErrors(found);
    (found.password && refs.password ? refs.password : refs.code).current?.focus();
  };

  /** The form's submit handler: `check` finds the field errors, `request` runs when there are none. */
  const submitWith =
    <T>(check: () => TwoFactorErrors, request: () => Promise<T>, then: (result: T) => void) =>
    async (e: FormEvent) => {
      e.preventDefault();
      if (busy) return;
      setAlert(null);
      const found = check();
      if (found.password || found.code) return show(found);
      setErrors({});
      try {
        then(await trackRequest(area, request()));
      } catch (err) {
        const problem = twoFactorProblem(err, t, locale.locale);
        // A form without a password field shows every field message at its code.
        if (problem && 'field' in problem) show({ [refs.password ? problem.field : 'code']: problem.message });
        else if (problem) setAlert(problem.alert);
        else notifyError(err);
      }
    };

  const texts = (step: 'disable' | 'regenerate') => ({ title: t(`${step}.title`), intro: t(`${step}.intro`), submitLabel: t(`${step}.submit`) });

  return { t, errors, form: { alert, busy }, texts, submitWith };
}
