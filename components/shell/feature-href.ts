/** Links to features that are not live yet point to the unavailable-feature page. */
import { isFeatureLive, type Feature } from '@/lib/config/features';

export function featureHref(feature: Feature, path: string): string {
  return isFeatureLive(feature) ? path : '/app/unavailable-feature';
}
