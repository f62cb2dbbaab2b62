/**
 * The know a reviewer has chosen: what it is (title, knower, edition, subject, description),
 * its documents in the PDF viewer (or its cards), and the decision: publish (P) or reject with a
 * reason the knower sees (R). A decision someone else took first is said as such.
 */
import { useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { countryName } from '@/lib/knowers/country-name';
import { LazyDocumentViewer } from '@/components/knows/document-viewer-lazy';
import { KnowFlashcardList } from '@/components/knows/know-flashcard-list';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-fields';
import { Spinner } from '@/components/ui/spinner';
import { toApiError } from '@/lib/api/errors';
import { useKnowDetail } from '@/lib/api/know-detail';
import type { Know } from '@/lib/api/know-types';
import { useDecideKnow } from '@/lib/api/review';
import type { KnowDecision } from '@/lib/contract/review';
import { useEdition } from '@/lib/edition/use-edition';
import { knowPath } from '@/lib/knows/know-href';
import { errorToastText } from '@/lib/notifications/toast';
import { media, theme } from '@/styles/theme';
import { formatWhen } from './format-when';
import { ReviewFacts } from './review-facts';
import { RejectForm } from './reject-form';
import { useReviewKeys } from './use-review-keys';

export function KnowReviewDetail({ know, onDecided }: { know: Know; onDecided: (know: Know, message: string) => void }) {
  const { t } = useTranslation(['review', 'knows', 'errors']);
  const { locale } = useEdition();
  const decide = useDecideKnow();
  const [rejecting, setRejecting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const cards = useKnowDetail(know.isFlashcardKnow ? know.uuid : null);

  const submit = (decision: KnowDecision) => {
    if (decide.isPending) return;
    setError(null);
    decide.mutate(
      { uuid: know.uuid, decision },
      {
        onSuccess: (result) =>
          onDecided(know, t(result.status === 'PUBLISHED' ? 'review:knows.published' : 'review:knows.rejected', { title: know.title })),
        onError: (err) => {
          const e = toApiError(err);
          if (e.status === 400 && e.type === 'BadRequestError') {
            // Someone else decided it meanwhile: it leaves this queue as well.
            onDecided(know, t('review:knows.alreadyDecided', { title: know.title }));
            return;
          }
          setError(errorToastText(err, t) ?? t('review:knows.decisionFailed', { type: e.type }));
        },
      },
    );
  };
  const openReject = () => {
    setRejecting(true);
    // After the form renders.
    requestAnimationFrame(() => reasonRef.current?.focus());
  };

  useReviewKeys({ p: () => submit({ action: 'PUBLISH' }), r: openReject });

  const size = know.isFlashcardKnow
    ? t('review:knows.cards', { count: know.flashcardCount })
    : t('review:knows.pages', { count: know.pageCount });

  return (
    <Detail aria-labelledby="review-know-title">
      <h2 id="review-know-title" tabIndex={-1}>
        {know.title}
      </h2>
      <ReviewFacts $below={10}>
        <div>
          <dt>{t('review:knows.knower')}</dt>
          <dd>
            {know.knower.user.name} (@{know.knower.user.username})
          </dd>
        </div>
        <div>
          <dt>{t('review:knows.edition')}</dt>
          <dd>
            {countryName(know.countryCode, locale.htmlLang)} · {know.contentLanguageCode}
          </dd>
        </div>
        <div>
          <dt>{t('review:knows.subject')}</dt>
          <dd>{[know.subject?.name ?? t('review:knows.noSubject'), know.topic?.name].filter(Boolean).join(' · ')}</dd>
        </div>
        <div>
          <dt>{t('review:knows.submitted')}</dt>
          <dd>
            {formatWhen(know.createdOn, locale.dateLocale)} · {size}
            {know.isPrivate ? ` · ${t('review:knows.private')}` : ''}
          </dd>
        </div>
      </ReviewFacts>
      <Description>{know.description || t('review:knows.noDescription')}</Description>
      <Decision aria-labelledby="review-decision-title">
        <h3 id="review-decision-title">{t('review:knows.decision')}</h3>
        {error && <FormAlert>{error}</FormAlert>}
        {rejecting ? (
          <RejectForm
            ref={reasonRef}
            id="review-reject-reason"
            busy={decide.isPending}
            onSubmit={(reason) => submit({ action: 'REJECT', reason })}
            onCancel={() => {
              setRejecting(false);
              requestAnimationFrame(() => document.getElementById('review-reject-button')?.focus());
            }}
          />
        ) : (
          <Row>
            <Button
              variant="primary"
              loading={decide.isPending}
              loadingLabel={t('review:knows.saving')}
              aria-keyshortcuts="P"
              onClick={() => submit({ action: 'PUBLISH' })}
            >
              {t('review:knows.publish')}
            </Button>
            <Button id="review-reject-button" variant="secondary" disabled={decide.isPending} aria-keyshortcuts="R" onClick={openReject}>
              {t('review:knows.reject')}
            </Button>
            <AppLink to={knowPath(know)} target="_blank" rel="noopener">
              {t('review:knows.open')}
            </AppLink>
          </Row>
        )}
      </Decision>
      <Documents>
        {know.isFlashcardKnow ? (
          cards.data ? (
            <KnowFlashcardList cards={cards.data.flashcards} total={know.flashcardCount} knowUuid={null} />
          ) : cards.isError ? (
            <FormAlert>{errorToastText(cards.error, t) ?? t('review:knows.cardsFailed')}</FormAlert>
          ) : (
            <Spinner $size={24} aria-label={t('review:knows.cardsLoading')} />
          )
        ) : (
          <LazyDocumentViewer know={know} signedIn mode="inline" />
        )}
      </Documents>
    </Detail>
  );
}

const Detail = styled.section`
  min-width: 0;
  padding: 16px;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.webAppCard}px;
  background: #fff;
  h2 {
    margin: 0 0 10px;
    font-size: 1.3rem;
    overflow-wrap: anywhere;
  }
  h2:focus {
    outline: none;
  }
  ${media.mobile} {
    padding: 12px;
  }
`;
const Description = styled.p`
  margin: 0 0 12px;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
const Decision = styled.section`
  margin: 0 0 16px;
  padding: 12px;
  border-radius: ${theme.radius.lg}px;
  background: ${theme.colors.surfaceAlt};
  h3 {
    margin: 0 0 8px;
    font-size: 1rem;
  }
`;
const Row = styled.div`
  display: flex; flex-wrap: wrap; align-items: center; gap: 10px;
`;
const Documents = styled.div`
  min-width: 0;
`;
