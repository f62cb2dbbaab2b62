/**
 * Match on one set, the data side: loads a round (a fresh draw each time), sends the finished
 * time to the server, which keeps the best, and refreshes the progress page's data. MatchGame
 * is the view. A set the learner may not see reads as not found.
 */
import { useCallback, useState } from 'react';
import { styled } from 'next-yak';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { CenteredSpinner } from '@/components/shared/auth-layout';
import { AppLink } from '@/components/ui/app-link';
import { buttonStyles, buttonVariantAttrs } from '@/components/ui/button-link';
import { ErrorState } from '@/components/ui/error-state';
import { isErrorType } from '@/lib/api/errors';
import { studyKeys } from '@/lib/api/query-keys';
import { submitMatchTime, useMatchRound } from '@/lib/api/study-progress';
import { MATCH_LIMITS } from '@/lib/contract/match';
import { theme } from '@/styles/theme';
import { ModePicker } from '../mode-picker';
import { MatchGame } from './match-game';

export function MatchMode({ knowUuid }: { knowUuid: string }) {
  const { t } = useTranslation('match');
  const [round, setRound] = useState(1);
  const query = useMatchRound(knowUuid, round);
  const queryClient = useQueryClient();

  const finish = useCallback(
    async (timeMs: number) => {
      const result = await submitMatchTime(knowUuid, timeMs);
      void queryClient.invalidateQueries({ queryKey: studyKeys.progress });
      return result;
    },
    [knowUuid, queryClient],
  );

  const back = (
    <BackLink $variant="secondary" to="/app/flashcards">
      {t('back')}
    </BackLink>
  );

  if (query.isError) {
    return isErrorType(query.error, 'NotFoundError') ? (
      <ErrorState message={t('notFound')} />
    ) : (
      <ErrorState message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
    );
  }
  if (!query.data) {
    return (
      <CenteredSpinner label={t('loading')} />
    );
  }
  const data = query.data;
  return (
    <>
      <SetTitle>{data.title}</SetTitle>
      <Modes>
        <ModePicker knowUuid={knowUuid} current="match" />
      </Modes>
      {data.pairs.length < MATCH_LIMITS.pairsMin ? (
        <>
          <p>{t('tooFew', { count: MATCH_LIMITS.pairsMin })}</p>
          {back}
        </>
      ) : (
        <MatchGame
          key={round}
          pairs={data.pairs}
          knowUuid={knowUuid}
          best={data.best}
          onFinish={finish}
          onPlayAgain={() => setRound((r) => r + 1)}
          actions={back}
          autoFocus={round > 1}
        />
      )}
    </>
  );
}

const SetTitle = styled.p`
  margin: 0 0 16px;
  font-size: 1.1rem;
  color: ${theme.colors.inkMuted};
  overflow-wrap: anywhere;
`;
/** The other ways to study this set, as on the Learn and Test pages (components/study/study-frame.tsx). */
const Modes = styled.div`
  margin-bottom: 20px;
`;
const BackLink = styled(AppLink).attrs(buttonVariantAttrs)<{ $variant: 'secondary' }>`
  ${buttonStyles};
`;
