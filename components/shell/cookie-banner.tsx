/**
 * Cookie banner (spec §4): shown where the country requires it and no complete consent is
 * stored (or when forced open). Accept all, reject all, or settings with required (always on),
 * statistics and marketing, then "confirm selection". Countries without the banner grant
 * all consent automatically; there, too, the footer's "cookie settings" opens it to withdraw.
 * Opened from the footer it shows the settings, takes the focus (it sits at the bottom edge,
 * far from the link) and gives it back to the link once a choice is made.
 */
import { useEffect, useRef, useState } from 'react';
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { useEdition } from '@/lib/edition/use-edition';
import { useHasMounted } from '@/lib/hooks/use-has-mounted';
import { isConsentComplete, useConsentStore } from '@/lib/analytics/consent-store';
import { onCookieSettingsRequest, takeCookieSettingsRequest } from '@/lib/analytics/cookie-settings-request';
import { clearCookieBannerAction, pendingCookieBannerAction } from './cookie-banner-intent';
import { CookieBannerView } from './cookie-banner-view';
import { CONSENT_ATTRIBUTE } from '@/lib/document/boot-script-shared';

export function CookieBanner() {
  const { t } = useTranslation('common');
  const { country } = useEdition();
  const hydrated = useHasMounted();
  const { consent, forceOpen, acceptAll, rejectAll, confirmSelection, grantAutomatically } = useConsentStore();
  const [early] = useState(pendingCookieBannerAction);
  const [settingsToggled, setSettingsToggled] = useState(early === 'settings');
  const [statistics, setStatistics] = useState(consent?.statistics ?? false);
  const [marketing, setMarketing] = useState(consent?.marketing ?? false);
  const required = country.flags.showCookieBanner;
  // Reopened from the footer, the banner shows the settings straight away.
  const settingsOpen = settingsToggled || forceOpen;
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const firstChoice = useRef<HTMLInputElement>(null);
  // The settings button goes away once pressed: its focus moves to the first choice.
  const focusChoices = useRef(early === 'settings');

  useEffect(() => {
    if (hydrated && !required && !isConsentComplete(consent)) grantAutomatically();
  }, [hydrated, required, consent, grantAutomatically]);

  const openSettings = () => {
    setStatistics(consent?.statistics ?? false);
    setMarketing(consent?.marketing ?? false);
    setSettingsToggled(true);
    focusChoices.current = true;
  };
  useEffect(() => {
    if (!settingsOpen || !focusChoices.current) return;
    focusChoices.current = false;
    firstChoice.current?.focus();
  }, [settingsOpen]);

  // A choice made on the preview before this code arrived (settings: opened from the start).
  useEffect(() => {
    clearCookieBannerAction();
    if (early === 'accept') acceptAll();
    else if (early === 'reject') rejectAll();
  }, [early, acceptAll, rejectAll]);

  // "Cookie settings" asked for before this code loaded, or while it runs: the stored choice
  // fills the checkboxes.
  useEffect(() => {
    const open = () => {
      if (!takeCookieSettingsRequest()) return;
      const stored = useConsentStore.getState().consent;
      setStatistics(stored?.statistics ?? false);
      setMarketing(stored?.marketing ?? false);
      useConsentStore.getState().openSettings();
    };
    if (takeCookieSettingsRequest()) useConsentStore.getState().openSettings();
    return onCookieSettingsRequest(open);
  }, []);

  const visible = hydrated && (forceOpen || (required && !isConsentComplete(consent)));

  // The next page's preview (rendered again after a client-side navigation) stays hidden, as the
  // boot script hides it on a full load.
  useEffect(() => {
    if (isConsentComplete(consent)) document.documentElement.setAttribute(CONSENT_ATTRIBUTE, 'complete');
  }, [consent]);


  // Reopened from the footer: the focus moves to the banner (at the bottom edge, far from the
  // link in the page) and returns to where it was once a choice is made.
  useEffect(() => {
    if (!hydrated || !forceOpen) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The first choice, a control whose focus ring shows (the title is hidden on phones).
    (firstChoice.current ?? heading.current)?.focus();
  }, [hydrated, forceOpen]);
  useEffect(() => {
    if (forceOpen || !opener.current) return;
    const back = opener.current;
    opener.current = null;
    if (back.isConnected) back.focus();
  }, [forceOpen]);

  if (!visible) return null;

  return (
    <CookieBannerView
      ref={heading}
      settings={
        settingsOpen && (
          <Fieldset>
            <legend className="visually-hidden">{t('cookies.settings')}</legend>
            <label>
              <input type="checkbox" checked disabled /> {t('cookies.required')}
            </label>
            <label>
              <input ref={firstChoice} type="checkbox" checked={statistics} onChange={(e) => setStatistics(e.target.checked)} />{' '}
              {t('cookies.statistics')}
            </label>
            <label>
              <input type="checkbox" checked={marketing} onChange={(e) => setMarketing(e.target.checked)} />{' '}
              {t('cookies.marketing')}
            </label>
          </Fieldset>
        )
      }
      settingsToggle={
        !settingsOpen && (
          <Button variant="ghost" aria-expanded={false} onClick={openSettings}>
            {t('cookies.settings')}
          </Button>
        )
      }
      actions={
        <>
          <Button onClick={acceptAll}>{t('cookies.acceptAll')}</Button>
          <Button variant="secondary" onClick={rejectAll}>
            {t('cookies.rejectAll')}
          </Button>
          {settingsOpen && (
            <Button variant="secondary" onClick={() => confirmSelection({ statistics, marketing })}>
              {t('cookies.confirmSelection')}
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
    align-items: center;
    gap: 8px;
  }
`;
