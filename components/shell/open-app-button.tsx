/**
 * Open-app button (spec §2.4, §7): builds the deep link for this device (ios, android or
 * dynamic) with the current path, and opens it.
 */
import type { ReactNode } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ButtonLink } from '@/components/ui/button-link';
import { buildDeepLink } from '@/lib/deep-link';
import { appEnvironment } from '@/lib/app-environment';
import { useOpenAppTracking } from '@/components/analytics/use-open-app-tracking';
import type { DeepLinkPlatform } from '@/lib/deep-link';

/** `label`: what the button shows; the top bar passes an icon with the words for screen readers. */
export function OpenAppButton({
  path,
  referrerScreen = 'header',
  className,
  label,
}: {
  path?: string;
  referrerScreen?: string;
  className?: string;
  label?: ReactNode;
}) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const trackOpenApp = useOpenAppTracking();
  const target = path ?? router.asPath.split('?')[0] ?? '/';
  const campaign = typeof router.query.utm_campaign === 'string' ? router.query.utm_campaign : null;
  const staticHref = buildDeepLink({ platform: 'dynamic', path: target, referrerScreen, campaign, env: appEnvironment() });
  return (
    <ButtonLink
      className={className}
      $variant="secondary"
      href={staticHref}
      onClick={(e) => {
        e.preventDefault();
        trackOpenApp();
        // The device rules load with the click (decision 0013: the shell's first-load size).
        const open = (platform: DeepLinkPlatform) =>
          window.location.assign(
            buildDeepLink({ platform, path: target, referrerScreen, campaign, originIdentifier: target, env: appEnvironment() }),
          );
        void import('./open-app-platform').then(
          (m) => open(m.platformFor(navigator.userAgent, navigator.maxTouchPoints)),
          () => open('dynamic'), // the chunk did not load: the redirect service picks the store
        );
      }}
    >
      {label ?? t('topBar.openApp')}
    </ButtonLink>
  );
}
