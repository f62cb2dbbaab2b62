/**
 * A study mode page over one set (Learn, Test): StudyFrame around the set that `?knowUuid=` names,
 * and the mode's session once the set is there and has cards; "no cards" otherwise. The mode
 * renders its session from the set and the way out.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { StudySet } from '@/lib/contract/study';
import { StudyFrame } from './study-frame';
import type { StudyModeId } from './study-modes';
import { useStudySetPage } from './use-study-set-page';

export function StudySetScreen({ mode, children }: { mode: StudyModeId; children: (set: StudySet, exit: () => void) => ReactNode }) {
  const { t } = useTranslation('study');
  const page = useStudySetPage();
  return (
    <StudyFrame mode={mode} knowUuid={page.knowUuid} status={page.status} set={page.set} onRetry={page.retry}>
      {page.set && page.set.cards.length > 0 ? children(page.set, page.exit) : <p>{t('emptySet')}</p>}
    </StudyFrame>
  );
}
