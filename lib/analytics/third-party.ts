/**
 * Third-party trackers, modelled without their scripts: the Content-Security-Policy allows
 * only same-origin scripts, so no tag is loaded. Each call goes to the tracker's global
 * (window.gtag, window.snaptr, window.clarity) when something has installed it, and is
 * otherwise only logged with the spec's messages (§8).
 */
type TrackerFn = (...args: unknown[]) => void;

interface TrackerWindow {
  gtag?: TrackerFn;
  snaptr?: TrackerFn;
  clarity?: TrackerFn;
}

function trackers(): TrackerWindow {
  return typeof window === 'undefined' ? {} : (window as unknown as TrackerWindow);
}

/** Browser ad-tag conversion event (spec §7): send_to is the tag id plus the label. */
export function gtagConversion(label: string, tagId: string | null | undefined): void {
  const { gtag } = trackers();
  if (typeof gtag !== 'function') {
    console.warn('gtag is not defined');
    return;
  }
  gtag('event', 'conversion', { send_to: tagId ? `${tagId}/${label}` : label });
}

/** Snapchat pixel track call with the event type (spec §7). */
export function snapchatTrack(eventType: string): void {
  const { snaptr } = trackers();
  if (typeof snaptr !== 'function') {
    console.warn('Unable to track Snapchat event.');
    return;
  }
  snaptr('track', eventType);
}

/** Tells Microsoft Clarity the visitor consented; nothing to do when Clarity is absent. */
export function clarityConsent(): boolean {
  const { clarity } = trackers();
  if (typeof clarity !== 'function') return false;
  clarity('consent');
  return true;
}
