/**
 * "Download my data" (decision 0023): asks for a single-use link and lets the browser download
 * it, so the archive streams to disk instead of into the page's memory.
 */
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { errorType, retryAfterSeconds, retryTime } from '@/components/auth/api-errors';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-fields';
import { dataExportHref, requestDataExport } from '@/lib/api/data-rights';
import { trackRequest, useTrackedRequest } from '@/lib/api/tracked-requests';
import { useEdition } from '@/lib/edition/use-edition';
import { notifyError, notifySuccess } from '@/lib/notifications/toast';
import { ProfileSection, SectionActions } from '@/components/shared/settings-section';

export const DATA_EXPORT_AREA = 'profile.dataExport';

/** Starts the download of `href` (the answer is an attachment: the page stays). */
function download(href: string) {
  const a = document.createElement('a');
  a.href = href;
  a.download = '';
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

interface Props {
  /** The API call and the download (replaced in component tests). */
  request?: typeof requestDataExport;
  start?: (href: string) => void;
}

export function DataExportSection({ request = requestDataExport, start = download }: Props) {
  const { t } = useTranslation('data-rights');
  const { locale } = useEdition();
  const busy = useTrackedRequest(DATA_EXPORT_AREA);
  const [alert, setAlert] = useState<string | null>(null);

  const onClick = async () => {
    if (busy) return;
    setAlert(null);
    try {
      const link = await trackRequest(DATA_EXPORT_AREA, request());
      start(dataExportHref(link, window.location.href));
      notifySuccess(t('export.started'));
    } catch (error) {
      if (errorType(error) === 'TooManyRequestsError') {
        const wait = retryAfterSeconds(error);
        setAlert(wait ? t('export.tooManyUntil', { time: retryTime(wait, locale.locale) }) : t('export.tooMany'));
      } else notifyError(error);
    }
  };

  return (
    <ProfileSection title={t('export.title')} description={t('export.description')}>
      {alert && <FormAlert>{alert}</FormAlert>}
      <SectionActions>
        <Button type="button" variant="secondary" loading={busy} delayLoader loadingLabel={t('export.preparing')} onClick={() => void onClick()}>
          {t('export.submit')}
        </Button>
      </SectionActions>
    </ProfileSection>
  );
}
