/** §5 device rules: iOS detection and bot detection by user agent. */
const IOS = /iPhone|iPad|iPod/i;
const BOT =
  /bot|crawler|spider|crawling|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|lighthouse|headlesschrome/i;

/** iPhone, iPad, iPod, or a Mac with touch (iPadOS reports itself as a Mac). */
export function isIosDevice(userAgent: string, maxTouchPoints = 0): boolean {
  if (IOS.test(userAgent)) return true;
  return /Macintosh/i.test(userAgent) && maxTouchPoints > 1;
}

export function isAndroidDevice(userAgent: string): boolean {
  return /Android/i.test(userAgent);
}

/** @internal tests and tools only (knip --production). */
export function isBot(userAgent: string): boolean {
  return BOT.test(userAgent);
}

export type FormFactor = 'phone' | 'tablet' | 'desktop';

export function formFactor(userAgent: string, maxTouchPoints = 0): FormFactor {
  if (/iPad|Tablet/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1)) return 'tablet';
  if (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android/i.test(userAgent)) return 'phone';
  return 'desktop';
}
