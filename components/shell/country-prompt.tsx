/**
 * Footer country prompt (spec §2.4): shown only when the locale of the visitor's detected
 * country (from GET /countries/by-ip, cached in sessionStorage) differs from the current locale
 * (countryPromptLocale); the link goes to that locale's home on its origin (EDITION_DOMAINS).
 */
import { useEffect, useState } from 'react';
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { fetchCountryByIp } from '@/lib/api/countries';
import { COUNTRIES, isCountryCode, type CountryCode } from '@/lib/config/countries';
import { countryPromptLocale } from '@/lib/config/country-rules';
import { editionOrigin } from '@/lib/config/editions';
import { LOCALE_CONFIGS } from '@/lib/config/locales';
import { useEdition } from '@/lib/edition/use-edition';
import { localeHref } from '@/lib/links/locale-path';
import { theme } from '@/styles/theme';

const CACHE_KEY = 'knowly.countryByIp';
const DISMISSED_KEY = 'knowly.domainSwitchPromptDismissed';

export function CountryPrompt() {
  const { t } = useTranslation('common');
  const { locale } = useEdition();
  // Rendered only after mount (see Footer), so sessionStorage is available here.
  const [dismissed, setDismissed] = useState(() => !!sessionStorage.getItem(DISMISSED_KEY));
  const [cached] = useState(() => sessionStorage.getItem(CACHE_KEY));
  const [fetched, setFetched] = useState<CountryCode | null>(null);
  const detected = dismissed ? null : cached !== null ? (isCountryCode(cached) ? cached : null) : fetched;

  useEffect(() => {
    if (dismissed || cached !== null) return;
    fetchCountryByIp()
      .then((code) => {
        sessionStorage.setItem(CACHE_KEY, code ?? '');
        setFetched(code && isCountryCode(code) ? code : null);
      })
      .catch(() => setFetched(null));
  }, [dismissed, cached]);

  const target = countryPromptLocale(detected, locale.locale);
  if (!detected || !target) return null;
  const href = `${editionOrigin(target)}${localeHref(target, '/')}`;
  const targetCountry = COUNTRIES[LOCALE_CONFIGS[target].country];

  return (
    <Prompt role="region" aria-label={t('countryPrompt.label')}>
      <span>{t('countryPrompt.text', { country: COUNTRIES[detected].localizedName })}</span>
      <a href={href}>{t('countryPrompt.go', { country: targetCountry.localizedName })}</a>
      <button
        type="button"
        onClick={() => {
          sessionStorage.setItem(DISMISSED_KEY, '1');
          setDismissed(true);
        }}
      >
        {t('countryPrompt.dismiss')}
      </button>
    </Prompt>
  );
}

const Prompt = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  padding: 12px 16px;
  margin-bottom: 16px;
  border-radius: ${theme.radius.lg}px;
  background: ${theme.colors.blue100};
  color: ${theme.colors.ink};
  a {
    font-weight: 600;
  }
  button {
    background: none;
    border: 0;
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
    min-height: 44px;
  }
`;
