/**
 * What a study tool that works on chosen sources (summary, mock exam) holds besides its own
 * settings: the signed-in learner, their allowance, the work's progress, and the sources (the
 * chosen knows and an uploaded file), preselected from the page's query parameter `param` once
 * the learner is signed in. `sources` is what SourceToolForm's picker takes, `sourceBody` the
 * request's source fields.
 */
import { useState } from 'react';
import { useRouter } from 'next/router';
import { useRequireSession } from '@/components/shared/use-require-session';
import { useAllowance } from '@/lib/api/ai';
import type { KnowDocument } from '@/lib/api/know-types';
import { AI_LIMITS } from '@/lib/contract/limits';
import { parseQuerySources } from './query-sources';
import type { ChosenKnow, SourcePickerProps } from './source-picker';
import { usePreselectedKnows } from './use-preselected-knows';
import { useWorkProgress } from './use-work-progress';

export function useSourceTool(param: string) {
  const router = useRouter();
  const user = useRequireSession();
  const allowance = useAllowance({ enabled: !!user });
  const work = useWorkProgress();
  const [chosen, setChosen] = useState<ChosenKnow[]>([]);
  const [upload, setUpload] = useState<KnowDocument | null>(null);
  usePreselectedKnows(router.isReady && !!user ? parseQuerySources(router.query[param], AI_LIMITS.sourcesMax) : null, setChosen);
  const sources: SourcePickerProps = { chosen, onChosen: setChosen, upload, onUpload: setUpload, enabled: !!user };
  return { user, allowance, work, sources, sourceBody: { knowUuids: chosen.map((c) => c.uuid), uploadUuid: upload?.uuid ?? null } };
}
