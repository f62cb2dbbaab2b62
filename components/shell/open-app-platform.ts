/** The deep-link platform of a device (spec §7): ios, android, or dynamic elsewhere. */
import type { DeepLinkPlatform } from '@/lib/deep-link';
import { isAndroidDevice, isIosDevice } from '@/lib/device';

export function platformFor(userAgent: string, maxTouchPoints: number): DeepLinkPlatform {
  if (isIosDevice(userAgent, maxTouchPoints)) return 'ios';
  if (isAndroidDevice(userAgent)) return 'android';
  return 'dynamic';
}
