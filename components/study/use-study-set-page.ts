/**
 * The data side every study mode page shares: the signed-in learner, the set named by
 * `?knowUuid=`, its load state for StudyFrame, and leaving to the flashcards screen.
 */
import { useCallback } from 'react';
import { useRouter } from 'next/router';
import { useRequireSession } from '@/components/shared/use-require-session';
import { featureHref } from '@/components/shell/feature-href';
import { isErrorType } from '@/lib/api/errors';
import { useStudySet } from '@/lib/api/study';
import { useEdition } from '@/lib/edition/use-edition';
import { editionHref } from '@/lib/links/edition-href';
import { navigateTo } from '@/lib/links/navigate';
import { isUuid } from '@/lib/uuid';
import type { StudySetStatus } from './study-frame';

export function useStudySetPage() {
  const router = useRouter();
  const edition = useEdition();
  const user = useRequireSession();
  const knowUuid = router.isReady && isUuid(router.query.knowUuid) ? router.query.knowUuid.toLowerCase() : null;
  const query = useStudySet(knowUuid, { enabled: !!user });
  const status: StudySetStatus = !user
    ? 'signingIn'
    : router.isReady && !knowUuid
      ? 'noSet'
      : query.data
        ? 'ready'
        : query.isError
          ? isErrorType(query.error, 'NotFoundError')
            ? 'missing'
            : 'error'
          : 'loading';
  const exit = useCallback(() => void navigateTo(editionHref(edition, featureHref('knows', '/app/flashcards'))), [edition]);
  const retry = useCallback(() => void query.refetch(), [query]);
  return { knowUuid, status, set: query.data, exit, retry };
}
