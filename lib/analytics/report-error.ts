/**
 * Reports a render crash to analytics (spec §2.4): the error screen's message as an
 * `error_screen_shown` event through the common pipeline (consent, environment, transport).
 * Failure is only logged (spec §8).
 */
import { trackEvent } from './track';

/** The ingest accepts values up to 2000 characters. */
const MAX_VALUE_LENGTH = 2000;

export function reportError(message: string): Promise<void> {
  return trackEvent('error_screen_shown', { value: message.slice(0, MAX_VALUE_LENGTH) });
}
