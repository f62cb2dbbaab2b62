/**
 * Open-app tracking for the open-app button (spec §7): returns a click handler that records
 * the click for a signed-in user (at most every 30 minutes, lib/analytics/open-app.ts). The
 * tracking code loads on the first click.
 */
import { useCallback } from 'react';

export function useOpenAppTracking(): () => void {
  return useCallback(() => {
    void import('@/lib/analytics/open-app')
      .then((m) => m.trackOpenAppClick())
      .catch(() => console.warn('The open-app click could not be tracked.'));
  }, []);
}
