/**
 * The sources a study tool works on (summary, mock exam): the chosen knows and an uploaded file,
 * preselected from the page's query parameter `param` once the learner is signed in (`enabled`).
 * `picker` is what SourceToolForm's source picker takes, `body` the request's source fields.
 */
import { useState } from 'react';
import { useRouter } from 'next/router';
import type { KnowDocument } from '@/lib/api/know-types';
import { AI_LIMITS } from '@/lib/contract/limits';
import { parseQuerySources } from './query-sources';
import type { ChosenKnow, SourcePickerProps } from './source-picker';
import { usePreselectedKnows } from './use-preselected-knows';

export function useToolSources(param: string, enabled: boolean) {
  const router = useRouter();
  const [chosen, setChosen] = useState<ChosenKnow[]>([]);
  const [upload, setUpload] = useState<KnowDocument | null>(null);
  usePreselectedKnows(router.isReady && enabled ? parseQuerySources(router.query[param], AI_LIMITS.sourcesMax) : null, setChosen);
  const picker: SourcePickerProps = { chosen, onChosen: setChosen, upload, onUpload: setUpload, enabled };
  return { picker, body: { knowUuids: chosen.map((c) => c.uuid), uploadUuid: upload?.uuid ?? null } };
}
