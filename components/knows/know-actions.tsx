/**
 * The actions bar of a know: like (toggle with count), save (into a folder) / unsave, share (Web
 * Share API, else the link copied), make flashcards of it (decision 0063), open in the app,
 * download, and edit for the owner. Visitors' like and save are links to sign-in that come back
 * here (make flashcards signs them in on its page). API modules load on first use.
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled, css } from 'next-yak';
import { currentPageForRedirect } from '@/components/shared/redirect';
import { OpenAppButton } from '@/components/shell/open-app-button';
import { ButtonLink } from '@/components/ui/button';
import type { Know } from '@/lib/api/know-types';
import { KNOW_EVENTS } from '@/lib/analytics/event-names';
import { trackEvent } from '@/lib/analytics/track';
import { useEdition } from '@/lib/edition/use-edition';
import { knowPath } from '@/lib/knows/know-href';
import { localeHref } from '@/lib/links/locale-path';
import { notifyError, notifyInfo, notifySuccess } from '@/lib/notifications/toast';
import { theme } from '@/styles/theme';
import type { FolderApi } from './know-save-dialog';
import { knowDownloadPath, knowEditPath } from './know-urls';
import { knowAnalyticsSnapshot } from '@/lib/analytics/know-snapshot';
import { AnkiExportButton } from './anki-export-button';

export interface KnowActionsApi extends FolderApi {
  like: (uuid: string) => Promise<Know>;
  unlike: (uuid: string) => Promise<Know>;
  save: (uuid: string, folderUuid: string | null) => Promise<Know>;
  unsave: (uuid: string) => Promise<Know>;
}

// The folder dialog loads when first opened: most readers never save (issue 9 §8).
const KnowSaveDialog = lazy(() => import('./know-save-dialog').then((m) => ({ default: m.KnowSaveDialog })));
const knowsApi = () => import('@/lib/api/knows');
const foldersApi = () => import('@/lib/api/folders');
export const defaultKnowActionsApi: KnowActionsApi = {
  like: async (uuid) => (await knowsApi()).likeKnow(uuid),
  unlike: async (uuid) => (await knowsApi()).unlikeKnow(uuid),
  save: async (uuid, folderUuid) => (await knowsApi()).saveKnow(uuid, folderUuid),
  unsave: async (uuid) => (await knowsApi()).unsaveKnow(uuid),
  listFolders: async () => (await foldersApi()).listFolders(),
  createFolder: async (name) => (await foldersApi()).createFolder(name),
};

export function KnowActions({
  know,
  signedIn,
  personalized,
  onChange,
  api = defaultKnowActionsApi,
}: {
  know: Know;
  /** null until the session is known (server render, hydration). */
  signedIn: boolean | null;
  /** The reader's own state (liked, saved, own) is loaded. */
  personalized: boolean;
  onChange: (know: Know) => void;
  api?: KnowActionsApi;
}) {
  const { t } = useTranslation('knows');
  const { locale } = useEdition();
  const [busy, setBusy] = useState<'like' | 'save' | null>(null);
  const [saveOpen, setSaveOpen] = useState(false);
  // Mounted from the first opening on, so closing animates and returns the focus as usual.
  const [saveOpened, setSaveOpened] = useState(false);
  const openSave = () => {
    setSaveOpened(true);
    setSaveOpen(true);
  };
  const snapshot = () => knowAnalyticsSnapshot(know);
  const waiting = signedIn === true && !personalized;

  const toggleLike = async () => {
    const liked = !know.isLiked;
    const before = know;
    setBusy('like');
    onChange({ ...know, isLiked: liked, likesCount: Math.max(0, know.likesCount + (liked ? 1 : -1)) });
    try {
      onChange(await (liked ? api.like(know.uuid) : api.unlike(know.uuid)));
      void trackEvent(liked ? KNOW_EVENTS.liked : KNOW_EVENTS.unliked, { know: snapshot() });
    } catch (error) {
      onChange(before);
      notifyError(error, t);
    } finally {
      setBusy(null);
    }
  };

  const save = async (folderUuid: string | null) => {
    setBusy('save');
    try {
      onChange(await api.save(know.uuid, folderUuid));
      setSaveOpen(false);
      notifySuccess(t('save.saved'));
      void trackEvent(KNOW_EVENTS.saved, { know: snapshot(), value: folderUuid ? 'folder' : 'library' });
    } catch (error) {
      notifyError(error, t);
    } finally {
      setBusy(null);
    }
  };

  const unsave = async () => {
    setBusy('save');
    try {
      onChange(await api.unsave(know.uuid));
      notifyInfo(t('save.removed'));
      void trackEvent(KNOW_EVENTS.unsaved, { know: snapshot() });
    } catch (error) {
      notifyError(error, t);
    } finally {
      setBusy(null);
    }
  };

  const share = async () => {
    // The know page on this edition, marked as a share for attribution (referrer=share).
    const url = `${window.location.origin}${localeHref(locale.locale, knowPath(know), { referrer: 'share' })}`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: know.title, text: t('share.text', { title: know.title }), url });
        void trackEvent(KNOW_EVENTS.shared, { know: snapshot(), value: 'native' });
      } catch (error) {
        // The reader closed the share sheet: nothing happened, nothing to say.
        if ((error as { name?: string })?.name !== 'AbortError') notifyError(error, t);
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      notifySuccess(t('share.copied'));
      void trackEvent(KNOW_EVENTS.shared, { know: snapshot(), value: 'clipboard' });
    } catch {
      notifyInfo(t('share.copyFailed', { url }));
    }
  };

  const signInHref = () =>
    localeHref(locale.locale, '/auth/signin', {
      redirect: typeof window === 'undefined' ? localeHref(locale.locale, knowPath(know)) : currentPageForRedirect(),
    });

  return (
    <Bar aria-label={t('actions.label')}>
      {signedIn === false ? (
        <>
          <ActionLink href={signInHref()} aria-label={t('actions.likeSignIn', { count: know.likesCount })}>
            <span aria-hidden="true">♡</span> {t('actions.like')} <Count>{know.likesCount}</Count>
          </ActionLink>
          <ActionLink href={signInHref()}>
            <span aria-hidden="true">☆</span> {t('actions.saveSignIn')}
          </ActionLink>
        </>
      ) : (
        <>
          <Action
            type="button"
            aria-pressed={know.isLiked}
            aria-label={t('actions.likeCount', { count: know.likesCount })}
            disabled={waiting || busy === 'like'}
            onClick={() => void toggleLike()}
          >
            <span aria-hidden="true">{know.isLiked ? '♥' : '♡'}</span> {know.isLiked ? t('actions.liked') : t('actions.like')}{' '}
            <Count aria-hidden="true">{know.likesCount}</Count>
          </Action>
          <Action
            type="button"
            aria-pressed={know.isSaved}
            disabled={waiting || busy === 'save'}
            onClick={() => (know.isSaved ? void unsave() : openSave())}
          >
            <span aria-hidden="true">{know.isSaved ? '★' : '☆'}</span> {know.isSaved ? t('actions.saved') : t('actions.save')}
          </Action>
        </>
      )}
      <Action type="button" onClick={() => void share()}>
        <span aria-hidden="true">↗</span> {t('actions.share')}
      </Action>
      {/* A flashcard set already is one: it has no pages to draft cards from. */}
      {!know.isFlashcardKnow && (
        <ActionLink href={localeHref(locale.locale, '/app/make-flashcards', { knowUuid: know.uuid })}>
          <span aria-hidden="true">▤</span> {t('actions.makeFlashcards')}
        </ActionLink>
      )}
      {!know.isFlashcardKnow && know.documents.length > 0 && (
        <ActionLink href={localeHref(locale.locale, knowDownloadPath(know))}>
          <span aria-hidden="true">⤓</span> {t('actions.download')}
        </ActionLink>
      )}
      {know.isOwn && know.isFlashcardKnow && <AnkiExportButton know={know} as={Action} />}
      {know.isOwn && (
        <ButtonLink $variant="secondary" href={localeHref(locale.locale, knowEditPath(know))}>
          {t('actions.edit')}
        </ButtonLink>
      )}
      <OpenAppButton path={knowPath(know)} referrerScreen="know" />
      {signedIn === true && saveOpened && (
        <Suspense fallback={null}>
          <KnowSaveDialog
            open={saveOpen}
            onClose={() => setSaveOpen(false)}
            onSave={(f) => void save(f)}
            saving={busy === 'save'}
            api={api}
          />
        </Suspense>
      )}
    </Bar>
  );
}

const Bar = styled.nav`
  display: flex; flex-wrap: wrap; align-items: center; gap: 8px;
  margin: 16px 0 20px;
`;
/** An action's look: a button, or a link where the action is another page (signing in, a download). */
const actionStyles = css`
  display: inline-flex; align-items: center; gap: 6px;
  min-height: 44px;
  padding: 0 16px; border-radius: ${theme.radius.pill}px; background: #fff; color: ${theme.colors.blue900};
  border: 1px solid ${theme.colors.line};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${theme.colors.pink100};
    border-color: ${theme.colors.pink500};
    color: ${theme.colors.pink600};
  }
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
const Action = styled.button`
  ${actionStyles};
`;
const ActionLink = styled.a`
  ${actionStyles};
`;
const Count = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: 500;
`;
