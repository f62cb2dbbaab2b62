/**
 * Sources named in a tool page's query (uuids or file names, query-sources.ts), chosen once
 * they are known: uuids with their titles (GET /knows/{uuid}: only knows the learner may read
 * come back), file names among the learner's own knows.
 */
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getKnow, listMyKnows } from '@/lib/api/knows';
import { knowsWithFilenames, type QuerySources } from './query-sources';
import type { ChosenKnow } from './source-picker';

async function resolve(sources: QuerySources): Promise<ChosenKnow[]> {
  const byUuid = await Promise.all(sources.uuids.map((uuid) => getKnow(uuid).catch(() => null)));
  const mine = sources.filenames.length ? ((await listMyKnows({ limit: 50 }).catch(() => null))?.content ?? []) : [];
  const seen = new Set<string>();
  const out: ChosenKnow[] = [];
  for (const know of [...byUuid, ...knowsWithFilenames(mine, sources.filenames)]) {
    if (!know || seen.has(know.uuid)) continue;
    seen.add(know.uuid);
    out.push({ uuid: know.uuid, title: know.title });
  }
  return out;
}

export function usePreselectedKnows(sources: QuerySources | null, onChosen: (chosen: ChosenKnow[]) => void) {
  const key = sources ? JSON.stringify(sources) : '';
  const wanted = !!sources && (sources.uuids.length > 0 || sources.filenames.length > 0);
  const query = useQuery({
    queryKey: ['ai', 'preselected', key],
    queryFn: () => resolve(JSON.parse(key) as QuerySources),
    enabled: wanted,
    staleTime: Infinity,
  });
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || !query.data) return;
    applied.current = true;
    if (query.data.length) onChosen(query.data);
  }, [query.data, onChosen]);
}
