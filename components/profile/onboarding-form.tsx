/**
 * Onboarding (spec §2.2 /app/onboarding, query utm_content, redirect): after sign-up the user
 * tells us their school type, grade (several where the country allows it) and region, or skips.
 * Then on to `redirect` (same-site paths only) or the home feed.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Actions, AuthCard, AuthLoading, TextLink } from '@/components/shared/auth-layout';
import { afterSignInHref, navigate } from '@/components/shared/redirect';
import { useQueryParam } from '@/components/shared/use-query-param';
import { useRequireSession } from '@/components/shared/use-require-session';
import { Button } from '@/components/ui/button';
import { fieldErrors } from '@/lib/api/errors';
import { trackRequest, useTrackedRequest } from '@/lib/api/tracked-requests';
import { updateUser } from '@/lib/api/users';
import { useEdition } from '@/lib/edition/use-edition';
import { notifyError } from '@/lib/notifications/toast';
import { useSessionStore } from '@/stores/session-store';
import { SchoolFields } from './school-fields';
import { schoolPatch, schoolValuesOf, type SchoolValues } from './school-options';
import { useRegions } from './use-regions';

export const ONBOARDING_AREA = 'profile.onboarding';

export function OnboardingForm() {
  const { t } = useTranslation('profile');
  const { locale } = useEdition();
  const user = useRequireSession();
  const regions = useRegions();
  const redirect = useQueryParam('redirect');
  const busy = useTrackedRequest(ONBOARDING_AREA);
  const [values, setValues] = useState<SchoolValues | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [leaving, setLeaving] = useState(false);

  if (!user) {
    return (
      <AuthLoading title={t('onboarding.title')} label={t('loading')} />
    );
  }

  const current = values ?? schoolValuesOf(user);
  const next = afterSignInHref(locale.locale, redirect);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || leaving) return;
    if (!current.schoolType && !current.grades.length && !current.regionId) {
      setLeaving(true);
      navigate(next);
      return;
    }
    try {
      const updated = await trackRequest(ONBOARDING_AREA, updateUser(user.uuid, schoolPatch(current, { regionsAsked: regions.length > 0 })));
      useSessionStore.getState().setSession({ user: updated });
      setLeaving(true);
      navigate(next);
    } catch (error) {
      const fields = fieldErrors(error);
      if (Object.keys(fields).length) {
        setErrors({
          ...(fields.schoolType ? { schoolType: t('school.invalid') } : {}),
          ...(fields.grade ? { grade: t('school.invalid') } : {}),
          ...(fields.regionId ? { regionId: t('school.invalidRegion') } : {}),
        });
      } else notifyError(error);
    }
  };

  return (
    <AuthCard title={t('onboarding.title')} intro={t('onboarding.intro', { name: user.name })}>
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <SchoolFields idPrefix="onboarding" values={current} onChange={setValues} regions={regions} errors={errors} />
        <Actions>
          <Button type="submit" loading={busy || leaving} delayLoader loadingLabel={t('loading')}>
            {t('onboarding.submit')}
          </Button>
          <TextLink href={next}>{t('onboarding.skip')}</TextLink>
        </Actions>
      </form>
    </AuthCard>
  );
}
