/**
 * What the cookie banner looks like (spec §4): title, text with the privacy link, optional
 * settings, then the actions. Shared by the banner (cookie-banner.tsx, with its consent store,
 * loaded after hydration) and its server-rendered preview (cookie-banner-preview.tsx).
 *
 * Decision 0055: a compact sheet along the bottom edge, first in the document, instead of the
 * spec's 400 px box. The page is padded by the sheet's height and scrolls focused controls
 * clear of it (scroll-padding-bottom), so it covers neither the landing's buttons nor anything
 * a keyboard user focuses (WCAG 2.2 2.4.11); being first, it is the first thing Tab reaches.
 */
import { forwardRef, useEffect, useRef, type ReactNode } from 'react';
import { styled, css } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { AppLink } from '@/components/ui/app-link';
import { CONSENT_ATTRIBUTE, COOKIE_BANNER_ATTRIBUTE } from '@/lib/document/boot-script-shared';
import { theme } from '@/styles/theme';
import { COOKIE_SHEET_HEIGHT_VAR } from './cookie-sheet-css';

interface Props {
  preview?: boolean;
  /** Opens the settings; inline after the privacy link so the actions fit one row on a phone. */
  settingsToggle?: ReactNode;
  settings?: ReactNode;
  actions: ReactNode;
}

export const CookieBannerView = forwardRef<HTMLHeadingElement, Props>(function CookieBannerView(
  { preview = false, settingsToggle, settings, actions },
  headingRef,
) {
  const { t } = useTranslation('common');
  const band = useRef<HTMLElement>(null);
  // The page's padding follows the sheet; the code that does it loads after hydration
  // (cookie-sheet-height.ts), outside the first-load budget. The boot script keeps focused
  // controls clear of the sheet.
  useEffect(() => {
    const el = band.current;
    if (!el) return;
    let live = true;
    let stop: (() => void) | undefined;
    void import('./cookie-sheet-height').then(
      (m) => {
        if (live) stop = m.followSheetHeight(el, COOKIE_SHEET_HEIGHT_VAR);
      },
      () => undefined, // not loaded: the stylesheet's usual heights stay
    );
    return () => {
      live = false;
      stop?.();
    };
  }, []);
  return (
    <Band ref={band} $preview={preview} aria-labelledby="cookie-title" {...{ [COOKIE_BANNER_ATTRIBUTE]: preview ? 'preview' : 'open' }}>
      <Inner>
        <Copy>
          {/* Focus lands here when the footer reopens the settings (tabIndex -1: no Tab stop). */}
          <h2 id="cookie-title" ref={headingRef} tabIndex={-1}>
            {t('cookies.title')}
          </h2>
          <p id="cookie-text">
            {t('cookies.text')} <AppLink to="/legal/privacy">{t('cookies.privacyLink')}</AppLink>
            {settingsToggle && <> · {settingsToggle}</>}
          </p>
          {settings}
        </Copy>
        <Actions>{actions}</Actions>
      </Inner>
    </Band>
  );
});

const Band = styled.section<{ $preview: boolean }>`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${theme.zIndex.cookieBanner};
  max-height: 70vh;
  overflow-y: auto;
  background: ${theme.colors.surface};
  color: ${theme.colors.ink};
  border-top: 1px solid ${theme.colors.line};
  box-shadow: 0 -8px 24px rgba(10, 15, 36, 0.18);
  h2 {
    font-size: 1rem;
    margin: 0;
  }
  /* Phones: the text says it all; the title stays for screen readers and the focus. */
  @media (max-width: 599px) {
    h2 {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
  p button {
    min-height: 0;
    padding: 0;
    border: 0;
    background: none;
    font: inherit;
    font-weight: 600;
    color: ${theme.colors.blue700};
    text-decoration: underline;
    cursor: pointer;
  }
  h2:focus-visible,
  h2:focus {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  p {
    margin: 4px 0 0;
    font-size: 0.82rem;
    line-height: 1.4;
  }
  /* A visitor who already decided never sees the preview, and one who accepts or rejects on it
     sees it go at the click (the boot script marks <html>). */
  ${({ $preview }) =>
    $preview &&
    css`
      html[${CONSENT_ATTRIBUTE}='complete'] & {
        display: none;
      }
    `}
`;
const Inner = styled.div`
  max-width: ${theme.widths.content}px;
  margin: 0 auto;
  padding: 10px 16px 12px;
  display: flex;
  flex-direction: column;
  gap: 10px;
  @media (min-width: 900px) {
    flex-direction: row;
    align-items: center;
    gap: 24px;
    padding: 14px 24px;
  }
`;
const Copy = styled.div`
  flex: 1 1 auto;
  max-width: 760px;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  flex: 0 0 auto;
  button {
    flex: 1 1 auto;
    min-height: 44px;
    white-space: nowrap;
  }
  @media (min-width: 900px) {
    button {
      flex: 0 0 auto;
    }
  }
`;
