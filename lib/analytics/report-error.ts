/**
 * Reports a render crash to analytics (spec §2.4). Failure is only logged (spec §8).
 */
import { ANALYTICS_BASE_URL } from '../api/base-urls';
import { appEnvironment } from '../app-environment';
import { randomUuid } from '../uuid';

export function reportError(message: string): void {
  if (appEnvironment() === 'local') return;
  const body = JSON.stringify({
    name: 'error_screen_shown',
    uuid: randomUuid(),
    value: message,
    platform: 'web',
    appVersion: '1.0.0',
    appBuildNumber: null,
    web: { domain: window.location.host, referrer: document.referrer || null, userAgent: navigator.userAgent },
  });
  fetch(`${ANALYTICS_BASE_URL}/events`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Platform': 'web' },
    body,
    keepalive: true,
  }).catch(() => console.warn('An error occurred while sending event.'));
}
