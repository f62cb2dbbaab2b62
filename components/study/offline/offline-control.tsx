/**
 * "Save for offline" on a study mode's page (decision 0071): saves the set and the offline study
 * page, then shows the copy's state, a link to study it offline, and "Remove from offline".
 * Loaded lazily by StudyFrame (next/dynamic), so IndexedDB code stays out of every first load.
 */
import { useState } from 'react';
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { featureHref } from '@/components/shell/feature-href';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import type { StudySet } from '@/lib/contract/study';
import { useEdition } from '@/lib/edition/use-edition';
import { editionHref } from '@/lib/links/edition-href';
import { useSessionStore } from '@/stores/session-store';
import { theme } from '@/styles/theme';
import { OFFLINE_STUDY_PATH } from './offline-paths';
import { OfflineStatus } from './offline-status';
import { useOfflineSet } from './use-offline-set';

export default function OfflineControl({ set }: { set: StudySet }) {
  const { t } = useTranslation('offline-study');
  const edition = useEdition();
  const userId = useSessionStore((s) => s.user?.uuid ?? null);
  const offline = useOfflineSet(userId, set.knowUuid, editionHref(edition, featureHref('knows', OFFLINE_STUDY_PATH)));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  if (!offline.ready) return null;
  if (!offline.supported) return <Muted>{t('unsupported')}</Muted>;

  const run = async (action: () => Promise<string | null>) => {
    setBusy(true);
    setMessage(null);
    try {
      setMessage(await action());
    } catch {
      setMessage(t('saveFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box aria-label={t('offlineLabel')}>
      <OfflineStatus state={offline} />
      <Row>
        {offline.record ? (
          <>
            <AppLink to={featureHref('knows', OFFLINE_STUDY_PATH)} query={{ knowUuid: set.knowUuid }}>
              {t('studyOffline')}
            </AppLink>
            <Button variant="ghost" disabled={busy} onClick={() => void run(async () => (await offline.remove(), t('removed')))}>
              {t('remove')}
            </Button>
          </>
        ) : (
          <Button variant="secondary" disabled={busy} onClick={() => void run(async () => ((await offline.save(set)) ? null : t('saveFailed')))}>
            {busy ? t('saving') : t('save')}
          </Button>
        )}
      </Row>
      <Muted role="status">{message}</Muted>
    </Box>
  );
}

const Box = styled.section`
  display: grid;
  gap: 8px;
  padding: 12px 14px;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.lg}px;
`;
const Row = styled.div`
  display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px;
  a {
    font-weight: 600;
    color: ${theme.colors.blue700};
  }
`;
const Muted = styled.p`
  margin: 0;
  color: ${theme.colors.inkMuted};
  font-size: 0.9rem;
`;
