/**
 * Analytics of a know page (spec §3, §9): `know_viewed` once per page view (with the know
 * snapshot, the search term that led here and the utm_content/referrer/sid of the link), the
 * view counter for popularity (POST /knows/{uuid}/views), and the content-duration milestones
 * while the page is visible.
 */
import { useEffect, useRef } from 'react';
import type { Know } from '@/lib/api/know-types';
import { createContentDurationTimer } from '@/lib/analytics/content-duration';
import { KNOW_EVENTS } from '@/lib/analytics/event-names';
import { searchSnapshot } from '@/lib/analytics/snapshots';
import { knowAnalyticsSnapshot } from '@/lib/analytics/know-snapshot';
import { trackEvent } from '@/lib/analytics/track';
import { ENGAGED_READ_SECONDS } from '@/lib/config/payout-reader-rates';
import { useSessionStore } from '@/stores/session-store';

/** The link parameters a know page keeps for analytics (spec §2.1: utm_content, referrer, sid, query). */
export function linkParameters(search: string) {
  const params = new URLSearchParams(search);
  const read = (name: string) => {
    const value = params.get(name)?.trim();
    return value ? value.slice(0, 500) : null;
  };
  return { utmContent: read('utm_content'), referrer: read('referrer'), sid: read('sid'), query: read('query') };
}

/**
 * Once per page view and know: the viewed event at once, the view counter once the reader turns
 * to the page (`engaged`, use-reader-engaged.ts): popularity counts readers, not scripts that
 * load pages without acting, and a glance costs no API client (decision 0044).
 */
export function useKnowViewed(know: Know | null, engaged: boolean) {
  const counted = useRef<string | null>(null);
  const viewCounted = useRef<string | null>(null);
  const uuid = know?.uuid ?? null;
  const knowRef = useRef(know);
  // Declared first, so the effects below read the know of this render.
  useEffect(() => {
    knowRef.current = know;
  });

  useEffect(() => {
    const current = knowRef.current;
    if (!uuid || !current || counted.current === uuid) return;
    counted.current = uuid;
    const link = linkParameters(window.location.search);
    void trackEvent(KNOW_EVENTS.viewed, {
      know: knowAnalyticsSnapshot(current),
      search: link.query ? searchSnapshot({ term: link.query, origin: link.utmContent }) : null,
      referrerScreen: link.utmContent,
      page: {
        path: window.location.pathname,
        title: document.title || null,
        utmContent: link.utmContent,
        referrer: link.referrer,
        sid: link.sid,
      },
    });
  }, [uuid]);

  useEffect(() => {
    if (!uuid || !engaged || viewCounted.current === uuid) return;
    viewCounted.current = uuid;
    // Popularity counter: a failure here must never bother the reader.
    import('@/lib/api/knows')
      .then(({ countKnowView }) => countKnowView(uuid))
      .catch(() => undefined);
  }, [uuid, engaged]);
}

/**
 * content_duration with value = seconds at each milestone, counting only while the tab is visible;
 * a signed-in reader's ENGAGED_READ_SECONDS milestone also records the engaged read (decision 0058).
 */
export function useContentDuration(know: Know | null) {
  const uuid = know?.uuid ?? null;
  const knowRef = useRef(know);
  useEffect(() => {
    knowRef.current = know;
  });

  useEffect(() => {
    if (!uuid) return;
    let readRecorded = false;
    const timer = createContentDurationTimer((seconds) => {
      const current = knowRef.current;
      if (!readRecorded && seconds >= ENGAGED_READ_SECONDS && useSessionStore.getState().user) {
        readRecorded = true;
        // An engaged reader pays the knower (decision 0058); a failure never bothers the reader.
        import('@/lib/api/knows')
          .then(({ recordEngagedRead }) => recordEngagedRead(uuid))
          .catch(() => undefined);
      }
      void trackEvent(KNOW_EVENTS.contentDuration, {
        value: seconds,
        valueId: seconds,
        know: current ? knowAnalyticsSnapshot(current) : null,
      });
    });
    const sync = () => (document.visibilityState === 'visible' ? timer.start() : timer.pause());
    sync();
    document.addEventListener('visibilitychange', sync);
    return () => {
      document.removeEventListener('visibilitychange', sync);
      timer.stop();
    };
  }, [uuid]);
}
