/** Name, school type, grade(s), region and the newsletter opt-in (PATCH users/{uuid}). */
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { CheckboxField, TextField } from '@/components/ui/form-fields';
import { codePointLength, NAME_MAX } from '@/components/auth/validation';
import { Button } from '@/components/ui/button';
import { fieldErrors } from '@/lib/api/errors';
import { trackRequest, useTrackedRequest } from '@/lib/api/tracked-requests';
import { updateUser } from '@/lib/api/users';
import { notifyError, notifySuccess } from '@/lib/notifications/toast';
import { useSessionStore, type SessionUser } from '@/stores/session-store';
import { SchoolFields } from './school-fields';
import { schoolPatch, schoolValuesOf, type SchoolValues } from './school-options';
import { ProfileSection, SectionActions } from '@/components/shared/settings-section';
import type { Region } from './use-regions';

export const DETAILS_AREA = 'profile.details';

export function DetailsSection({ user, regions }: { user: SessionUser; regions: Region[] }) {
  const { t } = useTranslation('profile');
  const busy = useTrackedRequest(DETAILS_AREA);
  const [name, setName] = useState(user.name);
  const [school, setSchool] = useState<SchoolValues>(() => schoolValuesOf(user));
  const [newsletter, setNewsletter] = useState(user.newsletter ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const nameInput = useRef<HTMLInputElement>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const trimmed = name.trim();
    if (!trimmed || codePointLength(name) > NAME_MAX) {
      setErrors({ name: trimmed ? t('details.nameTooLong', { max: NAME_MAX }) : t('details.nameRequired') });
      return nameInput.current?.focus();
    }
    setErrors({});
    try {
      const updated = await trackRequest(
        DETAILS_AREA,
        updateUser(user.uuid, { name: trimmed, newsletter, ...schoolPatch(school, { regionsAsked: regions.length > 0 }) }),
      );
      const session = useSessionStore.getState();
      session.setSession({ user: { ...session.user, ...updated } });
      notifySuccess(t('details.saved'));
    } catch (error) {
      const fields = fieldErrors(error);
      if (!Object.keys(fields).length) return notifyError(error);
      setErrors({
        ...(fields.name ? { name: t('details.nameRequired') } : {}),
        ...(fields.schoolType ? { schoolType: t('school.invalid') } : {}),
        ...(fields.grade ? { grade: t('school.invalid') } : {}),
        ...(fields.regionId ? { regionId: t('school.invalidRegion') } : {}),
      });
      if (fields.name) nameInput.current?.focus();
    }
  };

  return (
    <ProfileSection title={t('details.title')}>
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <TextField
          ref={nameInput}
          id="profile-name"
          label={t('details.name')}
          name="name"
          autoComplete="name"
          maxLength={NAME_MAX}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
          required
        />
        <SchoolFields idPrefix="profile" values={school} onChange={setSchool} regions={regions} errors={errors} />
        <CheckboxField
          id="profile-newsletter"
          label={t('details.newsletter')}
          checked={newsletter}
          onChange={(e) => setNewsletter(e.target.checked)}
        />
        <SectionActions>
          <Button type="submit" loading={busy} delayLoader loadingLabel={t('loading')}>
            {t('details.submit')}
          </Button>
        </SectionActions>
      </form>
    </ProfileSection>
  );
}
