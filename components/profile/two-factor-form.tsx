/** The frame of a profile two-factor form: optional title and intro, the alert, the fields, submit and cancel. */
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-fields';
import { SectionActions } from '@/components/shared/settings-section';

export function TwoFactorForm({
  title,
  intro,
  alert,
  busy,
  submitLabel,
  onSubmit,
  onCancel,
  children,
}: {
  title?: string;
  intro?: string;
  alert: string | null;
  busy: boolean;
  submitLabel: string;
  onSubmit: (e: FormEvent) => Promise<void>;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('security');
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)}>
      {title && <h3>{title}</h3>}
      {intro && <p>{intro}</p>}
      {alert && <FormAlert>{alert}</FormAlert>}
      {children}
      <SectionActions>
        <Button type="submit" loading={busy} delayLoader loadingLabel={t('loading')}>
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('setup.cancel')}
        </Button>
      </SectionActions>
    </form>
  );
}
