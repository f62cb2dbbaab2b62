/**
 * "Your know is online" (spec §2.1 showKnowUploadedCongratulationsDialog): the shared modal
 * Dialog (focus kept inside, Escape closes it, the focus goes back to where it was, or to the
 * page's heading when nothing had it, as after a page load).
 */
import { useRef } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { ButtonLink, Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useEdition } from '@/lib/edition/use-edition';
import { knowPath } from '@/lib/knows/know-href';
import { localeHref } from '@/lib/links/locale-path';
import type { PublishedKnow } from '@/stores/upload-draft-store';
import { theme } from '@/styles/theme';

export interface CongratulationsDialogProps {
  open: boolean;
  wasFlashcardKnowUpload: boolean;
  /** The know just published in this tab, when known (it gives the links their target). */
  know: PublishedKnow | null;
  uploadHref: string;
  onClose: () => void;
  /** Where the focus goes on close when nothing had it before. */
  fallbackFocus: () => HTMLElement | null;
}

export function CongratulationsDialog({ open, wasFlashcardKnowUpload, know, uploadHref, onClose, fallbackFocus }: CongratulationsDialogProps) {
  const { t } = useTranslation(['upload', 'review']);
  const inReview = know?.status === 'IN_REVIEW';
  const { locale } = useEdition();
  const primary = useRef<HTMLAnchorElement>(null);

  const studyHref = localeHref(locale.locale, '/app/flashcards', { knowUuid: know?.uuid });
  const knowHref = know ? localeHref(locale.locale, knowPath(know)) : null;

  return (
    <Celebration
      open={open}
      onClose={onClose}
      centered
      maxWidth={480}
      describedBy="congratulations-text"
      initialFocus={primary}
      returnFocus={fallbackFocus}
      title={wasFlashcardKnowUpload ? t('congrats.flashcardsTitle') : t('congrats.title')}
      illustration={
        <Celebrate aria-hidden="true">
          {/* A drawn badge rather than an emoji: emoji fonts are not everywhere. */}
          <svg width="64" height="64" viewBox="0 0 64 64" focusable="false">
            <circle cx="32" cy="32" r="30" fill={theme.colors.blue100} />
            <circle cx="32" cy="32" r="21" fill={theme.colors.blue700} />
            <path d="M22 33l7 7 13-15" fill="none" stroke="#fff" strokeWidth="4.5" strokeLinecap="round" strokeLinejoin="round" />
            <circle cx="8" cy="14" r="3" fill={theme.colors.pink500} />
            <circle cx="56" cy="12" r="2.5" fill={theme.colors.subject.yellow} />
            <circle cx="58" cy="50" r="3" fill={theme.colors.subject.green} />
            <circle cx="6" cy="50" r="2.5" fill={theme.colors.subject.violet} />
          </svg>
        </Celebrate>
      }
    >
      <p id="congratulations-text">
        {wasFlashcardKnowUpload
          ? know
            ? t(inReview ? 'review:owner.flashcardsSubmittedNamed' : 'congrats.flashcardsTextNamed', { title: know.title })
            : t('congrats.flashcardsText')
          : know
            ? t(inReview ? 'review:owner.submittedNamed' : 'congrats.textNamed', { title: know.title })
            : t('congrats.text')}
      </p>
      <Actions>
        {wasFlashcardKnowUpload ? (
          <ButtonLink ref={primary} $variant="primary" href={studyHref}>
            {t('congrats.studyNow')}
          </ButtonLink>
        ) : (
          <ButtonLink ref={primary} $variant="primary" href={knowHref ?? uploadHref}>
            {knowHref ? t('congrats.view') : t('congrats.uploadMore')}
          </ButtonLink>
        )}
        {!wasFlashcardKnowUpload && knowHref && (
          <ButtonLink $variant="secondary" href={uploadHref}>
            {t('congrats.uploadMore')}
          </ButtonLink>
        )}
        <Button variant="secondary" onClick={onClose}>
          {t('congrats.close')}
        </Button>
      </Actions>
    </Celebration>
  );
}

const Celebration = styled(Dialog)`
  padding: 28px 24px 24px;
  border-radius: ${theme.radius.xxl}px;
  h2 {
    margin: 8px 0 0;
    font-size: 1.5rem;
  }
  p {
    margin: 0 0 22px;
    color: ${theme.colors.inkMuted};
    overflow-wrap: anywhere;
  }
`;
const Celebrate = styled.div`
  display: flex; justify-content: center;
`;
const Actions = styled.div`
  display: flex; flex-wrap: wrap; justify-content: center; gap: 10px;
`;
