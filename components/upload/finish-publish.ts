/**
 * After POST /knows: the draft is cleared, the events are sent, and the learner goes to their
 * knows with the congratulations dialog (spec §2.1: showKnowUploadedCongratulationsDialog,
 * wasFlashcardKnowUpload).
 */
import { navigate } from '@/components/shared/redirect';
import { KNOW_EVENTS } from '@/lib/analytics/event-names';
import { trackEvent } from '@/lib/analytics/track';
import type { KnowDetail } from '@/lib/api/know-types';
import type { Locale } from '@/lib/config/locales';
import { useUploadDraftStore } from '@/stores/upload-draft-store';
import { flowHref, type FlowVariant } from './flow';
import { knowAnalyticsSnapshot } from '@/lib/analytics/know-snapshot';

/** Events are queued or sent by then; a slow analytics pipeline does not hold the learner. */
const EVENT_WAIT_MS = 800;

export async function finishPublish(know: KnowDetail, variant: FlowVariant, locale: Locale, importFormat?: string) {
  useUploadDraftStore.getState().published({
    uuid: know.uuid,
    title: know.title,
    slug: know.slug,
    isFlashcardKnow: know.isFlashcardKnow,
    status: know.status,
  });
  const snapshot = knowAnalyticsSnapshot(know);
  const events = [trackEvent(KNOW_EVENTS.published, { know: snapshot, value: know.format, valueId: know.pageCount || know.flashcardCount })];
  if (know.isFlashcardKnow) {
    events.push(trackEvent(KNOW_EVENTS.flashcardsImported, { know: snapshot, value: importFormat ?? null, valueId: know.flashcardCount }));
  }
  await Promise.race([Promise.all(events), new Promise((resolve) => setTimeout(resolve, EVENT_WAIT_MS))]);
  navigate(
    flowHref(locale, variant, 'done', {
      showKnowUploadedCongratulationsDialog: true,
      wasFlashcardKnowUpload: know.isFlashcardKnow,
    }),
  );
}
