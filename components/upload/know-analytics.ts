/** The analytics know snapshot (spec §3) of a know the learner just created. */
import { knowSnapshot } from '@/lib/analytics/snapshots';
import type { Know } from '@/lib/api/know-types';

export function createdKnowSnapshot(know: Know) {
  return knowSnapshot({
    uuid: know.uuid,
    knowerUuid: know.knower.uuid,
    subjectIds: know.subject ? [know.subject.id] : [],
    subjectNames: know.subject ? [know.subject.name] : [],
    gradeIds: know.gradeIds,
    gradeLevels: know.gradeIds,
    publishedOn: know.publishedOn,
    format: know.format,
  });
}
