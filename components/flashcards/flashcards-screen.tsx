/**
 * /app/flashcards: the learner's sets and study mode. This is the data side: it loads sets and
 * due cards, sends ratings (the server schedules with FSRS) and analytics; FlashcardStudy is
 * the view. `?knowUuid=` starts studying that set at once.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/router';
import { styled } from 'next-yak';
import { AppPage } from '@/components/ui/app-page';
import { useTranslation } from '@/lib/i18n/use-translation';
import { CenteredSpinner } from '@/components/shared/auth-layout';
import { headingFocus } from '@/components/shared/heading-focus';
import { useRequireSession } from '@/components/shared/use-require-session';
import { featureHref } from '@/components/shell/feature-href';
import { STUDY_PROGRESS_PATH } from '@/components/study/study-modes';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { getStudyCards, reviewCard } from '@/lib/api/flashcards';
import type { FlashcardRating, StudyCard } from '@/lib/api/know-types';
import { useEdition } from '@/lib/edition/use-edition';
import { notifyError } from '@/lib/notifications/toast';
import { isUuid } from '@/lib/uuid';
import { theme } from '@/styles/theme';
import { DeckList, hasWork } from './deck-list';
import { trackCardReviewed, trackStudyCompleted, trackStudyStarted } from './flashcard-analytics';
import { FlashcardStudy, type StudyOutcome } from './flashcard-study';
import { FlashcardsEmpty } from './flashcards-empty';
import { formatDue } from './format-due';
import { nextDueOf, useDecks } from './use-decks';

type Mode =
  | { kind: 'sets' }
  | { kind: 'starting' }
  | { kind: 'study'; cards: StudyCard[]; knowUuid: string | null; session: number };

export function FlashcardsScreen() {
  const { t } = useTranslation('library');
  const { t: tModes } = useTranslation('study-modes');
  const { locale } = useEdition();
  const router = useRouter();
  const user = useRequireSession();
  const decks = useDecks(!!user);
  const [mode, setMode] = useState<Mode>({ kind: 'sets' });
  const [nothingDue, setNothingDue] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sessions = useRef(0);
  const queryKnow = router.isReady && isUuid(router.query.knowUuid) ? router.query.knowUuid : null;

  const start = useCallback(
    async (knowUuid: string | null) => {
      setMode({ kind: 'starting' });
      setNothingDue(false);
      try {
        const cards = await getStudyCards(knowUuid ? { knowUuid } : {});
        if (cards.length === 0) {
          setNothingDue(true);
          setMode({ kind: 'sets' });
          decks.reload();
          headingRef.current?.focus();
          return;
        }
        sessions.current += 1;
        setMode({ kind: 'study', cards, knowUuid, session: sessions.current });
        void trackStudyStarted(cards.length, knowUuid);
      } catch (error) {
        notifyError(error, t);
        setMode({ kind: 'sets' });
      }
    },
    [decks, t],
  );

  // A link to one set (?knowUuid=) opens study mode for it once the session is known.
  const autoStarted = useRef(false);
  useEffect(() => {
    if (!user || !queryKnow || autoStarted.current) return;
    autoStarted.current = true;
    void start(queryKnow);
  }, [user, queryKnow, start]);

  const exit = useCallback(() => {
    setMode({ kind: 'sets' });
    decks.reload();
    // Back to the top of the page, so keyboard users do not land on <body>.
    requestAnimationFrame(() => headingRef.current?.focus());
  }, [decks]);

  const review = useCallback(async (card: StudyCard, rating: FlashcardRating) => {
    const result = await reviewCard(card.uuid, rating);
    void trackCardReviewed(rating, card.knowUuid);
    return result;
  }, []);

  const studyKnow = mode.kind === 'study' ? mode.knowUuid : null;
  const complete = useCallback((outcome: StudyOutcome) => void trackStudyCompleted(outcome.reviewed, studyKnow), [studyKnow]);

  const nextDue = decks.decks ? nextDueOf(decks.decks) : null;
  const anyWork = !!decks.decks?.some(hasWork);

  return (
    <Page>
      <Heading ref={headingRef} tabIndex={-1}>
        {t('flashcards.title')}
      </Heading>
      {user && <ProgressLink to={featureHref('knows', STUDY_PROGRESS_PATH)}>{tModes('progress')}</ProgressLink>}
      {!user ? (
        <CenteredSpinner label={t('loading')} />
      ) : mode.kind === 'study' ? (
        <FlashcardStudy
          key={mode.session}
          cards={mode.cards}
          onReview={review}
          onExit={exit}
          onComplete={complete}
          onStudyAgain={() => void start(mode.knowUuid)}
        />
      ) : (
        <>
          <Lead>{t('flashcards.lead')}</Lead>
          <div role="status">
            {mode.kind === 'starting' && <Muted>{t('flashcards.starting')}</Muted>}
            {nothingDue && (
              <Notice>
                {t('flashcards.nothingDue')}
                {nextDue && <> {t('flashcards.nextDue', { time: formatDue(nextDue, locale.locale) ?? t('flashcards.now') })}</>}
              </Notice>
            )}
          </div>
          {decks.status === 'loading' && (
            <CenteredSpinner label={t('loading')} />
          )}
          {decks.status === 'error' && <ErrorState message={t('loadFailed')} retryLabel={t('retry')} onRetry={decks.retry} />}
          {decks.status === 'ready' &&
            (decks.decks.length === 0 ? (
              <FlashcardsEmpty />
            ) : (
              <section aria-labelledby="flashcard-sets">
                <SetsHeader>
                  <h2 id="flashcard-sets">{t('flashcards.decksTitle')}</h2>
                  {anyWork && (
                    <Button disabled={mode.kind === 'starting'} onClick={() => void start(null)}>
                      {t('flashcards.studyAll')}
                    </Button>
                  )}
                </SetsHeader>
                {!anyWork && !nothingDue && (
                  <Muted>
                    {t('flashcards.nothingDue')}
                    {nextDue && <> {t('flashcards.nextDue', { time: formatDue(nextDue, locale.locale) ?? t('flashcards.now') })}</>}
                  </Muted>
                )}
                <DeckList decks={decks.decks} busy={mode.kind === 'starting'} onStudy={(uuid) => void start(uuid)} />
              </section>
            ))}
        </>
      )}
    </Page>
  );
}

const Page = styled(AppPage)`
  max-width: 880px;
`;
const ProgressLink = styled(AppLink)`
  display: inline-block;
  margin: 0 0 16px;
  font-weight: 600;
  color: ${theme.colors.blue700};
`;
const Heading = styled.h1`
  margin: 0 0 8px;
  color: ${theme.colors.blue900};
  ${headingFocus};
`;
const Lead = styled.p`
  margin: 0 0 20px;
  color: ${theme.colors.inkMuted};
`;
const Muted = styled.p`
  color: ${theme.colors.inkMuted};
`;
const Notice = styled.p`
  margin: 0 0 20px;
  padding: 14px 16px;
  border-radius: ${theme.radius.lg}px;
  background: ${theme.colors.blue100};
  color: ${theme.colors.blue900};
`;
const SetsHeader = styled.div`
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 12px;
  margin-bottom: 12px;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;
