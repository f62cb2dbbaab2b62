/**
 * When a session ends on this browser, the offline copy goes with it (decision 0071): the sets,
 * any ratings not synced yet (they cannot be sent without the session), the worker's cache and
 * the worker. Loaded on demand by sign-out, so it costs the app's first load nothing.
 */
import { deleteDB } from 'idb';
import { OFFLINE_DB_NAME } from './offline-db';
import { forgetStudyPages } from './study-worker';

export async function clearOfflineStudy(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await Promise.allSettled([deleteDB(OFFLINE_DB_NAME), forgetStudyPages()]);
}
