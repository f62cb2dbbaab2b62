/**
 * A saved know's controls in the library: which folder it is in (changing it moves the know,
 * "no folder" takes it out) and "remove" (unsaves it). Each reports the know as it is now.
 */
import { useRef, useState } from 'react';
import { styled, css } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { saveKnow, unsaveKnow } from '@/lib/api/knows';
import type { Know } from '@/lib/api/know-types';
import { KNOW_EVENTS } from '@/lib/analytics/event-names';
import { knowSnapshot } from '@/lib/analytics/snapshots';
import { trackEvent } from '@/lib/analytics/track';
import { notifyError, notifySuccess } from '@/lib/notifications/toast';
import { theme } from '@/styles/theme';
import type { FoldersApi } from './use-folders';

export interface SavedKnowActionsProps {
  know: Know;
  folders: FoldersApi;
  onMoved: (know: Know) => void;
  onRemoved: (know: Know) => void;
}

export function SavedKnowActions({ know, folders, onMoved, onRemoved }: SavedKnowActionsProps) {
  const { t } = useTranslation('library');
  const [busy, setBusy] = useState(false);
  // Chosen first, moved with the button: arrow keys on a closed <select> change its value at
  // every press, which must not move the know each time.
  const [target, setTarget] = useState(know.folderUuid ?? '');
  const current = know.folderUuid ?? '';
  const selectRef = useRef<HTMLSelectElement>(null);

  const move = async (folderUuid: string | null) => {
    setBusy(true);
    try {
      const saved = await saveKnow(know.uuid, folderUuid);
      // The server answers with the know as the caller sees it; keep the folder we asked for
      // should an older server leave it out.
      const updated = { ...saved, folderUuid: saved.folderUuid ?? folderUuid };
      const folder = folders.folders.find((f) => f.uuid === folderUuid);
      notifySuccess(folder ? t('item.moved', { folder: folder.name }) : t('item.movedOut'));
      folders.reload();
      setBusy(false);
      onMoved(updated);
      // The button that was used is disabled now; keep the focus on this card if it stays.
      requestAnimationFrame(() => selectRef.current?.isConnected && selectRef.current.focus());
    } catch (error) {
      notifyError(error, t);
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await unsaveKnow(know.uuid);
      void trackEvent(KNOW_EVENTS.unsaved, { know: knowSnapshot({ uuid: know.uuid, format: know.format }) });
      notifySuccess(t('item.removed', { title: know.title }));
      folders.reload();
      onRemoved(know);
    } catch (error) {
      notifyError(error, t);
      setBusy(false);
    }
  };

  return (
    <>
      <Select
        ref={selectRef}
        aria-label={t('item.moveLabel', { title: know.title })}
        value={target}
        disabled={busy}
        onChange={(e) => setTarget(e.target.value)}
      >
        <option value="">{t('item.noFolder')}</option>
        {folders.folders.map((f) => (
          <option key={f.uuid} value={f.uuid}>
            {f.name}
          </option>
        ))}
      </Select>
      <Small
        type="button"
        disabled={busy || target === current}
        aria-label={t('item.moveButtonLabel', { title: know.title })}
        onClick={() => void move(target || null)}
      >
        {t('item.move')}
      </Small>
      <Remove type="button" disabled={busy} aria-label={t('item.removeLabel', { title: know.title })} onClick={() => void remove()}>
        {t('item.remove')}
      </Remove>
    </>
  );
}

/** The frame the row's folder select and its buttons share, so they line up. */
const smallControl = css`
  min-height: 40px;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.md}px;
  background: #fff;
  font: inherit;
  font-size: 0.9rem;
`;
const Select = styled.select`
  flex: 1;
  min-width: 0;
  ${smallControl};
  padding: 0 8px;
  color: ${theme.colors.ink};
`;
const Small = styled.button`
  ${smallControl};
  padding: 0 12px;
  font-weight: 600;
  color: ${theme.colors.blue900};
  cursor: pointer;
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;
/** Small's shape in the danger colour, at the text's own weight. */
const Remove = styled(Small)`
  font-weight: inherit;
  color: ${theme.colors.danger};
`;
