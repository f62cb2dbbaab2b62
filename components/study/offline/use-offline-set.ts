/**
 * One flashcard set's offline copy for the signed-in learner (decision 0071): whether it is
 * saved, how many ratings wait to be synced, and the actions (save, remove, rate offline, sync).
 * Syncs when it starts, after each rating while online, and whenever the browser comes back online.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { isErrorType } from '@/lib/api/errors';
import { sendOfflineReviews } from '@/lib/api/offline-study';
import type { FlashcardRating } from '@/lib/contract/flashcards';
import type { StudySet } from '@/lib/contract/study';
import { openOfflineDb, type OfflineDb, type OfflineSetRecord } from '@/lib/offline/offline-db';
import {
  offlineSet, offlineSets, pendingReviews, queueReview, removeOfflineSet, saveOfflineSet, syncReviews,
} from '@/lib/offline/review-queue';
import { fetchOfflineImages } from '@/lib/offline/offline-images';
import { forgetStudyPages, keepStudyPage } from '@/lib/offline/study-worker';

export type SyncStatus = 'idle' | 'syncing' | 'failed';

export interface OfflineSetState {
  ready: boolean;
  supported: boolean;
  record: OfflineSetRecord | null;
  pending: number;
  sync: SyncStatus;
  /** A set that went away (deleted, made private) while its ratings waited. */
  lost: boolean;
}

let database: Promise<OfflineDb> | null = null;
const db = () => (database ??= openOfflineDb());
// One sync at a time in this tab; the server counts each rating once anyway.
let running: Promise<unknown> | null = null;

const supportedHere = () => typeof indexedDB !== 'undefined';

export function useOfflineSet(userId: string | null, knowUuid: string | null, pagePath: string) {
  const [state, setState] = useState<OfflineSetState>({ ready: false, supported: true, record: null, pending: 0, sync: 'idle', lost: false });
  const alive = useRef(true);
  const update = useCallback((patch: Partial<OfflineSetState>) => alive.current && setState((s) => ({ ...s, ...patch })), []);

  const refresh = useCallback(async () => {
    if (!userId || !knowUuid) return;
    const d = await db();
    const [record, pending] = await Promise.all([offlineSet(d, userId, knowUuid), pendingReviews(d, userId, knowUuid)]);
    update({ ready: true, record: record ?? null, pending: pending.length });
  }, [userId, knowUuid, update]);

  const sync = useCallback(async () => {
    if (!userId || !navigator.onLine) return;
    if (running) await running.catch(() => undefined);
    const d = await db();
    if ((await pendingReviews(d, userId)).length === 0) return refresh();
    update({ sync: 'syncing' });
    const attempt = syncReviews(d, userId, sendOfflineReviews, (e) => isErrorType(e, 'NotFoundError'));
    running = attempt;
    try {
      const out = await attempt;
      update({ sync: out.remaining > 0 ? 'failed' : 'idle', lost: out.lost.length > 0 });
    } catch {
      update({ sync: 'failed' });
    } finally {
      running = null;
    }
    await refresh();
  }, [userId, refresh, update]);

  useEffect(() => {
    alive.current = true;
    if (!supportedHere()) {
      void Promise.resolve().then(() => update({ ready: true, supported: false }));
      return;
    }
    void refresh().then(sync);
    const online = () => void sync();
    window.addEventListener('online', online);
    return () => {
      alive.current = false;
      window.removeEventListener('online', online);
    };
  }, [refresh, sync, update]);

  /** Keeps the set and the offline study page; false when this browser could not keep the page. */
  const save = useCallback(
    async (set: StudySet): Promise<boolean> => {
      if (!userId) return false;
      const d = await db();
      const api = await import('@/lib/api/anki');
      // The cards' images go with the set, within a bound; a set without images asks once.
      const images = await fetchOfflineImages(
        () => api.listSetImages(set.knowUuid).catch(() => []),
        (image) => api.getFlashcardImage(image.url),
      );
      await saveOfflineSet(d, userId, set, new Date(), images);
      const kept = await keepStudyPage(pagePath);
      if (!kept) await removeOfflineSet(d, userId, set.knowUuid);
      await refresh();
      return kept;
    },
    [userId, pagePath, refresh],
  );

  const remove = useCallback(async () => {
    if (!userId || !knowUuid) return;
    const d = await db();
    await removeOfflineSet(d, userId, knowUuid);
    if ((await offlineSets(d, userId)).length === 0) await forgetStudyPages().catch(() => undefined);
    await refresh();
  }, [userId, knowUuid, refresh]);

  /** Stored before it resolves: the rating survives a reload or a closed tab. */
  const rate = useCallback(
    async (flashcardUuid: string, rating: FlashcardRating) => {
      if (!userId || !knowUuid) throw new Error('No learner or set');
      await queueReview(await db(), { userId, knowUuid, flashcardUuid, rating });
      await refresh();
      void sync();
    },
    [userId, knowUuid, refresh, sync],
  );

  return { ...state, save, remove, rate, refresh };
}
