/**
 * What the cookie banner looks like (spec §4): title, text with the privacy link, optional
 * settings, then the actions. Shared by the banner (cookie-banner.tsx, with its consent store,
 * loaded after hydration) and its server-rendered preview (cookie-banner-preview.tsx).
 */
import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useTranslation } from 'next-i18next/pages';
import { AppLink } from '@/components/ui/app-link';
import { CONSENT_ATTRIBUTE } from '@/lib/document/boot-script-shared';
import { theme } from '@/styles/theme';

export function CookieBannerView({ preview = false, settings, actions }: { preview?: boolean; settings?: ReactNode; actions: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <Banner $preview={preview} role="dialog" aria-modal="false" aria-labelledby="cookie-title" aria-describedby="cookie-text">
      <h2 id="cookie-title">{t('cookies.title')}</h2>
      <p id="cookie-text">
        {t('cookies.text')} <AppLink to="/legal/privacy">{t('cookies.privacyLink')}</AppLink>
      </p>
      {settings}
      <Actions>{actions}</Actions>
    </Banner>
  );
}

const Banner = styled.div<{ $preview: boolean }>`
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
  /* A visitor who already decided never sees the preview (the boot script marks <html>). */
  ${({ $preview }) =>
    $preview &&
    css`
      html[${CONSENT_ATTRIBUTE}='complete'] & {
        display: none;
      }
    `}
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
