/**
 * A page whose data could not be loaded because the database is busy or unreachable (decision
 * 0045): its server answers 503 with Retry-After and these props instead of the page's own, and
 * the app shell renders the "busy" view for them.
 */
import type { ShellData } from './shell-data';

/** The page-props key the app shell looks for. */
export const SERVICE_UNAVAILABLE_PROP = 'serviceUnavailable';

export interface ServiceUnavailable {
  /** busy: load (try again in a few seconds); unreachable: the database is down. */
  reason: 'busy' | 'unreachable';
  /** Seconds, as in the Retry-After header. */
  retryAfter: number;
}

export interface ServiceUnavailablePageProps {
  shell: ShellData;
  [SERVICE_UNAVAILABLE_PROP]: ServiceUnavailable;
}
