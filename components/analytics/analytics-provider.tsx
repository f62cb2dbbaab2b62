/**
 * Analytics for every page (spec §3, §4, §7): no UI. After mount it loads lib/analytics/start
 * on demand (not part of the first-load JavaScript) and starts it once per page load: page
 * view, attribution, experiments, consent-driven statistics and ad conversions, the page-close
 * beacon, and the signed-in user's timezone and IP-lookup tracking. Mount it once in _app.
 */
import { useEffect } from 'react';
import { useRouter } from 'next/router';

function loadStart() {
  return import('@/lib/analytics/start');
}

export function AnalyticsProvider(): null {
  const router = useRouter();
  const { locale, events } = router;

  useEffect(() => {
    let cancelled = false;
    loadStart()
      .then((m) => {
        if (!cancelled) m.startAnalytics({ locale });
      })
      .catch(() => console.warn('Analytics could not be started.'));
    return () => {
      cancelled = true;
    };
  }, [locale]);

  useEffect(() => {
    // Client-side route changes (rare here: navigation uses full page loads) count as page views.
    const onRouteChange = () => {
      // Wait a frame so the new page's <title> is in place.
      window.requestAnimationFrame(() => {
        void loadStart().then((m) => m.trackRouteChange());
      });
    };
    events.on('routeChangeComplete', onRouteChange);
    return () => events.off('routeChangeComplete', onRouteChange);
  }, [events]);

  return null;
}
