/**
 * Deep link to the mobile-app redirect service (spec §7): query source (default website),
 * campaign, path (encoded), originIdentifier, referrerScreen; platform dynamic, ios or android.
 */
import { BRAND } from './config/brand';
import type { AppEnvironment } from './config/countries';
import { buildHref } from './links/build-href';

export type DeepLinkPlatform = 'dynamic' | 'ios' | 'android';

export interface DeepLinkOptions {
  platform: DeepLinkPlatform;
  path: string;
  source?: string;
  campaign?: string | null;
  originIdentifier?: string | null;
  referrerScreen?: string | null;
  env?: AppEnvironment;
}

export function buildDeepLink(o: DeepLinkOptions): string {
  const host = o.env === 'dev' || o.env === 'local' ? BRAND.appStore.deepLinkHost.dev : BRAND.appStore.deepLinkHost.prod;
  return buildHref(`https://${host}/${o.platform}`, {
    source: o.source ?? 'website',
    campaign: o.campaign,
    path: o.path,
    originIdentifier: o.originIdentifier,
    referrerScreen: o.referrerScreen,
  });
}
