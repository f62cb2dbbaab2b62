/** The flashcard events of the §9 catalogue, with the know they belong to. */
import { KNOW_EVENTS } from '@/lib/analytics/event-names';
import { knowSnapshot } from '@/lib/analytics/snapshots';
import { trackEvent } from '@/lib/analytics/track';
import type { FlashcardRating } from '@/lib/api/know-types';

const flashcardKnow = (uuid: string | null | undefined) => (uuid ? knowSnapshot({ uuid, format: 'FLASHCARDS' }) : null);

/** value: how many cards the session has; know: set when one set is studied. */
export function trackStudyStarted(cardCount: number, knowUuid: string | null): Promise<void> {
  return trackEvent(KNOW_EVENTS.flashcardStudyStarted, { value: cardCount, know: flashcardKnow(knowUuid) });
}

/** value: the rating, 1 Again … 4 Easy. */
export function trackCardReviewed(rating: FlashcardRating, knowUuid: string): Promise<void> {
  return trackEvent(KNOW_EVENTS.flashcardReviewed, { value: rating, valueId: rating, know: flashcardKnow(knowUuid) });
}

/** value: how many cards were rated. */
export function trackStudyCompleted(reviewed: number, knowUuid: string | null): Promise<void> {
  return trackEvent(KNOW_EVENTS.flashcardStudyCompleted, { value: reviewed, know: flashcardKnow(knowUuid) });
}
