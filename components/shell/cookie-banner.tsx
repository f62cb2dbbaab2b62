/**
 * Cookie banner (spec §4): shown where the country requires it and no complete consent is
 * stored (or when forced open). Accept all, reject all, or settings with required (always on),
 * statistics and marketing, then "confirm selection". Countries without the banner grant
 * all consent automatically.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'next-i18next/pages';
import { Button } from '@/components/ui/button';
import { useEdition } from '@/lib/edition/use-edition';
import { useHasMounted } from '@/lib/hooks/use-has-mounted';
import { isConsentComplete, useConsentStore } from '@/lib/analytics/consent-store';
import { clearCookieBannerAction, pendingCookieBannerAction } from './cookie-banner-intent';
import { CookieBannerView } from './cookie-banner-view';

export function CookieBanner() {
  const { t } = useTranslation('common');
  const { country } = useEdition();
  const hydrated = useHasMounted();
  const { consent, forceOpen, acceptAll, rejectAll, confirmSelection, grantAutomatically } = useConsentStore();
  const [early] = useState(pendingCookieBannerAction);
  const [settingsOpen, setSettingsOpen] = useState(early === 'settings');
  const [statistics, setStatistics] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const required = country.flags.showCookieBanner;

  useEffect(() => {
    if (hydrated && !required && !isConsentComplete(consent)) grantAutomatically();
  }, [hydrated, required, consent, grantAutomatically]);

  const openSettings = () => {
    setStatistics(consent?.statistics ?? false);
    setMarketing(consent?.marketing ?? false);
    setSettingsOpen(true);
  };

  // A choice made on the preview before this code arrived (settings: opened from the start).
  useEffect(() => {
    clearCookieBannerAction();
    if (early === 'accept') acceptAll();
    else if (early === 'reject') rejectAll();
  }, [early, acceptAll, rejectAll]);

  const visible = hydrated && required && (forceOpen || !isConsentComplete(consent));
  if (!visible) return null;

  return (
    <CookieBannerView
      settings={
        settingsOpen && (
          <Fieldset>
            <legend className="visually-hidden">{t('cookies.settings')}</legend>
            <label>
              <input type="checkbox" checked disabled /> {t('cookies.required')}
            </label>
            <label>
              <input type="checkbox" checked={statistics} onChange={(e) => setStatistics(e.target.checked)} />{' '}
              {t('cookies.statistics')}
            </label>
            <label>
              <input type="checkbox" checked={marketing} onChange={(e) => setMarketing(e.target.checked)} />{' '}
              {t('cookies.marketing')}
            </label>
          </Fieldset>
        )
      }
      actions={
        <>
          <Button onClick={acceptAll}>{t('cookies.acceptAll')}</Button>
          <Button variant="secondary" onClick={rejectAll}>
            {t('cookies.rejectAll')}
          </Button>
          {settingsOpen ? (
            <Button variant="secondary" onClick={() => confirmSelection({ statistics, marketing })}>
              {t('cookies.confirmSelection')}
            </Button>
          ) : (
            <Button
              variant="ghost"
              aria-expanded={false}
              onClick={openSettings}
            >
              {t('cookies.settings')}
            </Button>
          )}
        </>
      }
    />
  );
}

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 12px;
  display: grid;
  gap: 8px;
  label {
    display: flex;
    gap: 8px;
    align-items: center;
  }
`;
