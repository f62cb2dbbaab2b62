/**
 * What every study mode page shows around the mode: the mode's heading, the set's title, the mode
 * picker, and the states before the set is there (signing in, loading, not found, no set chosen).
 * The data side (which set, loading it) is use-study-set-page.ts.
 */
import type { ReactNode, RefObject } from 'react';
import dynamic from 'next/dynamic';
import { useTranslation } from '@/lib/i18n/use-translation';
import { CenteredSpinner } from '@/components/shared/auth-layout';
import { featureHref } from '@/components/shell/feature-href';
import { AppLink } from '@/components/ui/app-link';
import { ErrorState } from '@/components/ui/error-state';
import type { StudySet } from '@/lib/contract/study';
import { ModePicker } from './mode-picker';
import type { StudyModeId } from './study-modes';
import { Muted, PageHeading, SetTitle, StudyHeader, StudyPage } from './study-styles';

// IndexedDB and the service worker's client load only once a set is there (decision 0071).
const OfflineControl = dynamic(() => import('./offline/offline-control'), { ssr: false });

export type StudySetStatus = 'signingIn' | 'noSet' | 'loading' | 'missing' | 'error' | 'ready';

export interface StudyFrameProps {
  mode: StudyModeId;
  knowUuid: string | null;
  status: StudySetStatus;
  set: StudySet | undefined;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  onRetry: () => void;
  children: ReactNode;
}

export function StudyFrame({ mode, knowUuid, status, set, headingRef, onRetry, children }: StudyFrameProps) {
  const { t } = useTranslation('study');
  const { t: tm } = useTranslation('study-modes');
  return (
    <StudyPage>
      <StudyHeader>
        <PageHeading ref={headingRef} tabIndex={-1}>
          {tm(mode)}
        </PageHeading>
        {set && <SetTitle>{set.title}</SetTitle>}
        {knowUuid && <ModePicker knowUuid={knowUuid} current={mode} />}
        {status === 'ready' && set && <OfflineControl set={set} />}
      </StudyHeader>
      {status === 'signingIn' || status === 'loading' ? (
        <CenteredSpinner label={t('loading')} />
      ) : status === 'noSet' ? (
        <Muted>
          {t('noSet')} <AppLink to={featureHref('knows', '/app/flashcards')}>{t('toSets')}</AppLink>
        </Muted>
      ) : status === 'missing' ? (
        <Muted role="alert">
          {t('missing')} <AppLink to={featureHref('knows', '/app/flashcards')}>{t('toSets')}</AppLink>
        </Muted>
      ) : status === 'error' ? (
        <ErrorState message={t('loadFailed')} retryLabel={t('retry')} onRetry={onRetry} />
      ) : (
        children
      )}
    </StudyPage>
  );
}
