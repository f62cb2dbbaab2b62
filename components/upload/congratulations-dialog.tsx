/**
 * "Your know is online" (spec §2.1 showKnowUploadedCongratulationsDialog): a modal dialog.
 * The native <dialog> with showModal() makes the page behind it inert; Tab is also kept inside
 * explicitly, Escape closes it, and the focus goes back to where it was (or to the page's
 * heading when nothing had it, as after a page load).
 */
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { ButtonLink, Button } from '@/components/ui/button';
import { useEdition } from '@/lib/edition/use-edition';
import { knowPath } from '@/lib/knows/know-href';
import { localeHref } from '@/lib/links/locale-path';
import type { PublishedKnow } from '@/stores/upload-draft-store';
import { useModalDialog } from '@/lib/hooks/use-modal-dialog';
import { theme } from '@/styles/theme';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

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
  const { t } = useTranslation('upload');
  const { locale } = useEdition();
  const ref = useRef<HTMLDialogElement>(null);
  const primary = useRef<HTMLAnchorElement>(null);

  useModalDialog(ref, open, {
    onShown: () => primary.current?.focus(),
    onHidden: (opener) => (opener ?? fallbackFocus())?.focus(),
  });

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !ref.current) return;
    const items = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (!items.length) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  const studyHref = localeHref(locale.locale, '/app/flashcards', { knowUuid: know?.uuid });
  const knowHref = know ? localeHref(locale.locale, knowPath(know)) : null;

  return (
    <Dialog
      ref={ref}
      aria-labelledby="congratulations-title"
      aria-describedby="congratulations-text"
      onKeyDown={onKeyDown}
      // Escape in browsers with a native modal: "cancel" comes first; we close through state.
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
    >
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
      <h2 id="congratulations-title">{wasFlashcardKnowUpload ? t('congrats.flashcardsTitle') : t('congrats.title')}</h2>
      <p id="congratulations-text">
        {wasFlashcardKnowUpload
          ? know
            ? t('congrats.flashcardsTextNamed', { title: know.title })
            : t('congrats.flashcardsText')
          : know
            ? t('congrats.textNamed', { title: know.title })
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
    </Dialog>
  );
}

const Dialog = styled.dialog`
  width: min(480px, calc(100vw - 32px));
  padding: 28px 24px 24px;
  border: 0;
  border-radius: ${theme.radius.xxl}px;
  box-shadow: 0 20px 60px rgba(10, 15, 36, 0.3);
  text-align: center;
  z-index: ${theme.zIndex.modal};
  &::backdrop {
    background: rgba(10, 15, 36, 0.55);
  }
  h2 {
    margin: 8px 0 10px;
    color: ${theme.colors.blue900};
  }
  p {
    margin: 0 0 22px;
    color: ${theme.colors.inkMuted};
    overflow-wrap: anywhere;
  }
`;
const Celebrate = styled.div`
  display: flex;
  justify-content: center;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  justify-content: center;
`;
