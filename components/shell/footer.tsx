/**
 * Footer: legal links the country has (§9) and the cookie settings, social links (§2.2), the country prompt (loaded
 * after mount: it only shows for some visitors, decision 0013).
 */
import { lazy, Suspense } from 'react';
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { AppLink } from '@/components/ui/app-link';
import { BRAND } from '@/lib/config/brand';
import { legalDocumentsFor } from '@/lib/config/legal';
import { useEdition } from '@/lib/edition/use-edition';
import { AfterHydration } from '@/components/ui/after-hydration';
import { COOKIE_SETTINGS_BUTTON } from '@/lib/analytics/cookie-settings-request';
import { StaticIsland } from '@/components/ui/static-island';
import { theme } from '@/styles/theme';

const CountryPrompt = lazy(() => import('./country-prompt').then((m) => ({ default: m.CountryPrompt })));

export function Footer() {
  const { t } = useTranslation('common');
  const { country } = useEdition();
  return (
    <Foot>
      <Inner>
        <AfterHydration>
          <Suspense fallback={null}>
            <CountryPrompt />
          </Suspense>
        </AfterHydration>
        <StaticIsland>
          <Columns>
            <nav aria-label={t('footer.legal')}>
              <h2>{t('footer.legal')}</h2>
              <ul>
                {legalDocumentsFor(country).map((doc) => (
                  <li key={doc}>
                    <AppLink to={`/legal/${doc}`}>{t(`footer.legalLinks.${doc}`)}</AppLink>
                  </li>
                ))}
                <li>
                  {/* The privacy policy promises this link on every page (decision 0055). */}
                  <LinkButton type="button" {...{ [COOKIE_SETTINGS_BUTTON]: '' }}>
                    {t('footer.cookieSettings')}
                  </LinkButton>
                </li>
              </ul>
            </nav>
            <nav aria-label={t('footer.company')}>
              <h2>{t('footer.company')}</h2>
              <ul>
                <li><AppLink to="/about/company">{t('footer.about')}</AppLink></li>
                <li><AppLink to="/about/safety">{t('footer.safety')}</AppLink></li>
                <li><AppLink to="/about/advertise">{t('footer.advertise')}</AppLink></li>
                <li><AppLink to="/about/download">{t('footer.download')}</AppLink></li>
                <li><AppLink to="/subjects">{t('footer.subjects')}</AppLink></li>
              </ul>
            </nav>
            <nav aria-label={t('footer.social')}>
              <h2>{t('footer.social')}</h2>
              <ul>
                <li>
                  <a href={BRAND.social.instagram.url} target="_blank" rel="noopener noreferrer">
                    Instagram (@{BRAND.social.instagram.handle})
                  </a>
                </li>
                <li>
                  <a href={BRAND.social.tiktok.url} target="_blank" rel="noopener noreferrer">
                    TikTok (@{BRAND.social.tiktok.handle})
                  </a>
                </li>
              </ul>
            </nav>
          </Columns>
          <Copy>© {new Date().getFullYear()} {BRAND.company}</Copy>
        </StaticIsland>
      </Inner>
    </Foot>
  );
}

const Foot = styled.footer`
  background: ${theme.colors.dark};
  color: #e8eaf3;
  margin-top: 64px;
  a {
    color: #e8eaf3;
  }
`;
const Inner = styled.div`
  max-width: ${theme.widths.content}px;
  margin: 0 auto;
  padding: 40px 16px 24px;
`;
const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 24px;
  h2 {
    font-size: 1rem;
    margin: 0 0 8px;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    gap: 6px;
  }
  a {
    display: inline-block;
    padding: 4px 0;
  }
`;
const LinkButton = styled.button`
  font: inherit;
  color: #e8eaf3;
  background: none;
  border: 0;
  padding: 4px 0;
  text-decoration: underline;
  cursor: pointer;
  text-align: start;
`;
const Copy = styled.p`
  margin: 32px 0 0;
  font-size: 0.9rem;
  color: #b9bed3;
`;
