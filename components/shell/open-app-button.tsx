/**
 * Open-app button (spec §2.4, §7): builds the deep link for this device (ios, android or
 * dynamic) with the current path, and opens it.
 */
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { ButtonLink } from '@/components/ui/button';
import { buildDeepLink, type DeepLinkPlatform } from '@/lib/deep-link';
import { isAndroidDevice, isIosDevice } from '@/lib/device';
import { appEnvironment } from '@/lib/app-environment';
import { useOpenAppTracking } from '@/components/analytics/use-open-app-tracking';

export function platformFor(userAgent: string, maxTouchPoints: number): DeepLinkPlatform {
  if (isIosDevice(userAgent, maxTouchPoints)) return 'ios';
  if (isAndroidDevice(userAgent)) return 'android';
  return 'dynamic';
}

export function OpenAppButton({ path, referrerScreen = 'header', className }: { path?: string; referrerScreen?: string; className?: string }) {
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
        const platform = platformFor(navigator.userAgent, navigator.maxTouchPoints);
        window.location.assign(
          buildDeepLink({ platform, path: target, referrerScreen, campaign, originIdentifier: target, env: appEnvironment() }),
        );
      }}
    >
      {t('topBar.openApp')}
    </ButtonLink>
  );
}
