/**
 * "Export to Anki" on the owner's flashcard set (decision 0070). The API wants the client headers,
 * so the .apkg is fetched as a blob and saved through a temporary link, named after the set.
 */
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { notifyError } from '@/lib/notifications/toast';

export interface AnkiExportButtonProps {
  know: { uuid: string; title: string };
  /** The pill style of the know's action bar. */
  as: React.ComponentType<React.ButtonHTMLAttributes<HTMLButtonElement>>;
  /** Injected in tests; the API module is loaded on the first click otherwise. */
  exportDeck?: (uuid: string) => Promise<Blob>;
}

/** A file name every system accepts, from the set's title. */
export function ankiFileName(title: string): string {
  const base = title.replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 100);
  return `${base || 'flashcards'}.apkg`;
}

export function AnkiExportButton({ know, as: Action, exportDeck }: AnkiExportButtonProps) {
  const { t } = useTranslation('knows');
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      const load = exportDeck ?? (await import('@/lib/api/anki')).exportAnkiDeck;
      const blob = await load(know.uuid);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = ankiFileName(know.title);
      document.body.append(link);
      link.click();
      link.remove();
      // The download has its own copy by the next task.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (error) {
      notifyError(error, t);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Action type="button" onClick={() => void run()} disabled={busy} aria-busy={busy || undefined}>
      <span aria-hidden="true">⤓</span> {busy ? t('actions.exportingAnki') : t('actions.exportAnki')}
    </Action>
  );
}
