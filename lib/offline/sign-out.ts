/**
 * Before a session ends on purpose (decision 0071): ratings made offline are sent while the
 * session still can, then the offline copy is deleted. Loaded on demand by sign-out.
 */
import { isErrorType } from '@/lib/api/errors';
import { sendOfflineReviews } from '@/lib/api/offline-study';
import { clearOfflineStudy } from './clear-offline';
import { OFFLINE_DB_NAME, openOfflineDb } from './offline-db';
import { syncReviews } from './review-queue';

export async function beforeSignOut(userId: string | null): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const known = (await indexedDB.databases?.())?.some((d) => d.name === OFFLINE_DB_NAME) ?? true;
  if (!known) return;
  if (userId && navigator.onLine) {
    const db = await openOfflineDb();
    try {
      await syncReviews(db, userId, sendOfflineReviews, (e) => isErrorType(e, 'NotFoundError'));
    } catch {
      // Not sent now: signing out still deletes them, the session is what could send them.
    } finally {
      db.close();
    }
  }
  await clearOfflineStudy();
}
