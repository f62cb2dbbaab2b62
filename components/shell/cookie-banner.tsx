/**
 * Cookie banner (spec §4): shown where the country requires it and no complete consent is
 * stored (or when forced open). Accept all, reject all, or settings with required (always on),
 * statistics and marketing, then "confirm selection". Countries without the banner grant
 * all consent automatically.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'next-i18next/pages';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { useEdition } from '@/lib/edition/use-edition';
import { useHasMounted } from '@/lib/hooks/use-has-mounted';
import { isConsentComplete, useConsentStore } from '@/lib/analytics/consent-store';
import { theme } from '@/styles/theme';

export function CookieBanner() {
  const { t } = useTranslation('common');
  const { country } = useEdition();
  const hydrated = useHasMounted();
  const { consent, forceOpen, acceptAll, rejectAll, confirmSelection, grantAutomatically } = useConsentStore();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [statistics, setStatistics] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const required = country.flags.showCookieBanner;

  useEffect(() => {
    if (hydrated && !required && !isConsentComplete(consent)) grantAutomatically();
  }, [hydrated, required, consent, grantAutomatically]);

  const visible = hydrated && required && (forceOpen || !isConsentComplete(consent));
  if (!visible) return null;

  return (
    <Banner role="dialog" aria-modal="false" aria-labelledby="cookie-title" aria-describedby="cookie-text">
      <h2 id="cookie-title">{t('cookies.title')}</h2>
      <p id="cookie-text">
        {t('cookies.text')} <AppLink to="/legal/privacy">{t('cookies.privacyLink')}</AppLink>
      </p>
      {settingsOpen && (
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
      )}
      <Actions>
        <Button onClick={acceptAll}>{t('cookies.acceptAll')}</Button>
        <Button variant="secondary" onClick={rejectAll}>
          {t('cookies.rejectAll')}
        </Button>
        {settingsOpen ? (
          <Button variant="secondary" onClick={() => confirmSelection({ statistics, marketing })}>
            {t('cookies.confirmSelection')}
          </Button>
        ) : (
          <Button variant="ghost" aria-expanded={false} onClick={() => {
              setStatistics(consent?.statistics ?? false);
              setMarketing(consent?.marketing ?? false);
              setSettingsOpen(true);
            }}>
            {t('cookies.settings')}
          </Button>
        )}
      </Actions>
    </Banner>
  );
}

const Banner = styled.div`
  position: fixed;
  left: 16px;
  bottom: 16px;
  width: calc(100% - 32px);
  max-width: ${theme.widths.cookieBanner}px;
  z-index: ${theme.zIndex.cookieBanner};
  background: #fff;
  color: ${theme.colors.ink};
  border-radius: ${theme.radius.xl}px;
  box-shadow: 0 12px 40px rgba(10, 15, 36, 0.25);
  padding: 20px;
  h2 {
    font-size: 1.1rem;
    margin: 0 0 8px;
  }
  p {
    margin: 0 0 12px;
    font-size: 0.95rem;
  }
`;
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
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
