/** The §3 know snapshot of a know as the API returns it: one mapping for every know event. */
import type { Know } from '@/lib/api/know-types';
import type { KnowSnapshot } from './payload';
import { knowSnapshot } from './snapshots';

export function knowAnalyticsSnapshot(know: Know): KnowSnapshot {
  return knowSnapshot({
    uuid: know.uuid,
    knowerUuid: know.knower.uuid,
    subjectIds: know.subject ? [know.subject.id] : [],
    subjectNames: know.subject ? [know.subject.name] : [],
    gradeIds: know.gradeIds,
    // Grade ids are the school years (1–13), so they are the levels too.
    gradeLevels: know.gradeIds,
    publishedOn: know.publishedOn,
    format: know.format,
  });
}
