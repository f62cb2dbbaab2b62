/**
 * Menu topics on demand (decision 0013): pages leave the topics out of their HTML (all but
 * search, which uses them itself) and the menu gets them from
 * GET /api/v1/countries/{id}/subjects when it first opens.
 */
import { useEffect, useState } from 'react';
import { getSubjectTopics } from '@/lib/api/countries';
import type { MenuSubject } from '@/lib/pages/shell-data';
import { sharedPromise } from '@/lib/promise-cache';

const loaded = new Map<number, Promise<Map<number, MenuSubject['topics']>>>();

function loadTopics(countryId: number) {
  return sharedPromise(loaded, countryId, () =>
    getSubjectTopics(countryId).then((subjects) => new Map(subjects.map((s) => [s.id, s.topics.map((t) => ({ uuid: t.uuid, name: t.name }))]))),
  );
}

/** The subjects with their topics: as given when the page had them, else once loaded. */
export function useMenuTopics(countryId: number, subjects: MenuSubject[]): MenuSubject[] {
  const complete = subjects.length === 0 || subjects.some((s) => s.topics.length > 0);
  const [topics, setTopics] = useState<Map<number, MenuSubject['topics']> | null>(null);
  useEffect(() => {
    if (complete) return;
    let alive = true;
    loadTopics(countryId).then(
      (m) => alive && setTopics(m),
      () => undefined, // offline: the menu keeps its subjects and "show all topics" links
    );
    return () => {
      alive = false;
    };
  }, [countryId, complete]);
  if (complete || !topics) return subjects;
  return subjects.map((s) => ({ ...s, topics: topics.get(s.id) ?? [] }));
}
