/**
 * /app/flashcards/offline?knowUuid=: flip-card study of a set saved on this device (decision
 * 0071). Works with no network: the page comes from the study worker's cache, the cards from
 * IndexedDB, and every rating is queued there with its own id, then synced when the network is
 * back. The schedule of each card is the server's: it is known again after the sync.
 */
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { CenteredSpinner } from '@/components/shared/auth-layout';
import { useRequireSession } from '@/components/shared/use-require-session';
import { FlashcardStudy } from '@/components/flashcards/flashcard-study';
import { CardImageSourceProvider } from '@/components/shared/card-side-images';
import { featureHref } from '@/components/shell/feature-href';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import type { FlashcardRating, ReviewResult, StudyCard } from '@/lib/contract/flashcards';
import { useEdition } from '@/lib/edition/use-edition';
import { editionHref } from '@/lib/links/edition-href';
import { offlineImageSource } from '@/lib/offline/offline-images';
import { keepStudyPage } from '@/lib/offline/study-worker';
import { isUuid } from '@/lib/uuid';
import { theme } from '@/styles/theme';
import { Muted, PageHeading, SetTitle, StudyHeader, StudyPage } from '../study-styles';
import { OFFLINE_STUDY_PATH } from './offline-paths';
import { OfflineStatus } from './offline-status';
import { useOfflineSet } from './use-offline-set';
import { useOnline } from './use-online';

export function OfflineStudyScreen() {
  const { t } = useTranslation('offline-study');
  const edition = useEdition();
  const user = useRequireSession();
  const online = useOnline();
  const knowUuid = useSetFromAddress();
  const pagePath = editionHref(edition, featureHref('knows', OFFLINE_STUDY_PATH));
  const offline = useOfflineSet(user?.uuid ?? null, knowUuid, pagePath);
  const [session, setSession] = useState(1);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const record = offline.record;

  // Visited online: the saved page is refreshed, so the copy matches the build that runs now.
  const saved = !!record;
  useEffect(() => {
    if (saved && navigator.onLine) void keepStudyPage(pagePath);
  }, [saved, pagePath]);

  // Due cards first, as the saved schedule had them; the rest in the set's order.
  const cards = useMemo(
    () => [...(record?.set.cards ?? [])].sort((a, b) => Date.parse(a.due) - Date.parse(b.due)),
    // A new session starts from the saved copy again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [record?.set, session],
  );
  // The images saved with the set, never the network (it may be gone).
  const imageSource = useMemo(() => (record ? offlineImageSource(record) : null), [record]);
  const { rate } = offline;
  const review = useCallback(
    async (card: StudyCard, rating: FlashcardRating): Promise<ReviewResult> => {
      await rate(card.uuid, rating);
      // No due date until the server has scheduled the rating (after the sync).
      return { card: { ...card, due: '' }, nextDue: '' };
    },
    [rate],
  );
  const exit = useCallback(() => {
    setSession(0);
    requestAnimationFrame(() => headingRef.current?.focus());
  }, []);

  return (
    <StudyPage>
      <StudyHeader>
        <PageHeading ref={headingRef} tabIndex={-1}>
          {t('title')}
        </PageHeading>
        {record && <SetTitle>{record.set.title}</SetTitle>}
        {!online && <Notice>{t('offlineNow')}</Notice>}
        {offline.ready && <OfflineStatus state={offline} />}
      </StudyHeader>
      {!user || !offline.ready ? (
        <CenteredSpinner label={t('title')} />
      ) : !offline.supported ? (
        <Muted>{t('unsupported')}</Muted>
      ) : !record ? (
        <Muted>
          {t('notSaved')} {online && <AppLink to={featureHref('knows', '/app/flashcards')}>{t('toSets')}</AppLink>}
        </Muted>
      ) : session > 0 ? (
        <CardImageSourceProvider value={imageSource!}>
          <FlashcardStudy key={session} cards={cards} onReview={review} onExit={exit} onStudyAgain={() => setSession((s) => s + 1)} />
        </CardImageSourceProvider>
      ) : (
        <Idle>
          <p>{t('lead')}</p>
          <Row>
            <Button onClick={() => setSession(1)}>{t('studyOffline')}</Button>
            <Button variant="ghost" onClick={() => void offline.remove()}>
              {t('remove')}
            </Button>
            {online && <AppLink to={featureHref('knows', '/app/flashcards')}>{t('toSets')}</AppLink>}
          </Row>
        </Idle>
      )}
    </StudyPage>
  );
}

/**
 * `?knowUuid=` read from the address itself, not the router: offline, Next's hydration update of
 * the router's query (a data request, as the proxy matches every page) fails and never lands.
 */
function useSetFromAddress(): string | null {
  const value = useSyncExternalStore(noSubscription, () => new URLSearchParams(window.location.search).get('knowUuid'), () => null);
  return isUuid(value) ? value.toLowerCase() : null;
}
const noSubscription = () => () => undefined;

const Notice = styled.p`
  margin: 0;
  padding: 12px 14px;
  border-radius: ${theme.radius.lg}px;
  background: ${theme.colors.blue100};
  color: ${theme.colors.blue900};
`;
const Idle = styled.div`
  p {
    margin: 0 0 16px;
    color: ${theme.colors.inkMuted};
  }
`;
const Row = styled.div`
  display: flex; flex-wrap: wrap; align-items: center; gap: 12px 16px;
`;
