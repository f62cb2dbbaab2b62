/**
 * What the learner is told about a set's offline copy (decision 0071): available offline, ratings
 * waiting to sync, syncing, synced. A polite live region, so a screen reader hears it change.
 */
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { theme } from '@/styles/theme';
import type { OfflineSetState } from './use-offline-set';

export function OfflineStatus({ state }: { state: OfflineSetState }) {
  const { t } = useTranslation('offline-study');
  const lines: string[] = [];
  if (state.record) lines.push(t('available'));
  if (state.pending > 0) lines.push(t('pending', { count: state.pending }));
  if (state.sync === 'syncing') lines.push(t('syncing'));
  else if (state.pending === 0 && state.record?.syncedAt) lines.push(t('synced'));
  return (
    <Status role="status" data-testid="offline-status">
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
      {state.sync === 'failed' && state.pending > 0 && <Note>{t('syncFailed')}</Note>}
      {state.lost && <Note>{t('lost')}</Note>}
    </Status>
  );
}

const Status = styled.div`
  display: flex; flex-wrap: wrap; gap: 4px 12px;
  color: ${theme.colors.inkMuted};
  font-size: 0.9rem;
  span + span::before {
    content: '·';
    margin-right: 12px;
  }
`;
const Note = styled.p`
  flex-basis: 100%;
  margin: 0;
`;
