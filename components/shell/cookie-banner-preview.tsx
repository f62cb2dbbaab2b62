/**
 * The cookie banner as the server renders it where the country shows one (spec §4): part of
 * the first paint, so a new visitor sees it at once and no later, larger paint moves the page's
 * Largest Contentful Paint behind the JavaScript (decision 0040). Visitors with a complete
 * stored consent never see it (the boot script marks <html> before the first paint). Once the
 * banner's own code has loaded it replaces this preview, looking the same, and carries out a
 * choice made here in the meantime (cookie-banner-intent.ts).
 *
 * Its buttons wear the button look without the Button component (its loading state and
 * spinner would join every page's first-load JavaScript).
 */
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { buttonStyles, buttonVariantAttrs, type ButtonVariant } from '@/components/ui/button-link';
import { COOKIE_ACTION_ATTRIBUTE } from '@/lib/document/boot-script-shared';
import type { CookieBannerAction } from './cookie-banner-intent';
import { CookieBannerView } from './cookie-banner-view';

export function CookieBannerPreview() {
  const { t } = useTranslation('common');
  return (
    <CookieBannerView
      preview
      settingsToggle={
        <PreviewButton type="button" $variant="ghost" aria-expanded={false} {...choice('settings')}>
          {t('cookies.settings')}
        </PreviewButton>
      }
      actions={
        <>
          <PreviewButton type="button" $variant="primary" {...choice('accept')}>
            {t('cookies.acceptAll')}
          </PreviewButton>
          <PreviewButton type="button" $variant="secondary" {...choice('reject')}>
            {t('cookies.rejectAll')}
          </PreviewButton>
        </>
      }
    />
  );
}

/** The attribute the boot script reads a press on this button by. */
const choice = (action: CookieBannerAction) => ({ [COOKIE_ACTION_ATTRIBUTE]: action });

const PreviewButton = styled.button.attrs(buttonVariantAttrs)<{ $variant: ButtonVariant }>`
  ${buttonStyles};
`;
