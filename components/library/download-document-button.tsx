/**
 * "Download PDF" for signed-in users: fetches the document with the session (so private knows
 * work for their owner), then saves it under its file name. Progress and failure are announced.
 */
import { useState } from 'react';
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { KNOW_EVENTS } from '@/lib/analytics/event-names';
import { knowAnalyticsSnapshot } from '@/lib/analytics/know-snapshot';
import { trackEvent } from '@/lib/analytics/track';
import { getKnowDocument } from '@/lib/api/knows';
import type { Know, KnowDocument } from '@/lib/api/know-types';
import { theme } from '@/styles/theme';
import { downloadUrl, saveBlob } from './save-blob';

export interface DownloadDocumentButtonProps {
  know: Know;
  document: KnowDocument;
  /** Several documents: name each button by its file. */
  named: boolean;
}

export function DownloadDocumentButton({ know, document: doc, named }: DownloadDocumentButtonProps) {
  const { t } = useTranslation('library');
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle');

  const download = async () => {
    if (state === 'busy') return;
    setState('busy');
    try {
      const bytes = await getKnowDocument(downloadUrl(doc.url));
      saveBlob(bytes, doc.filename, doc.contentType);
      setState('done');
      void trackEvent(KNOW_EVENTS.downloaded, {
        value: doc.contentType,
        know: knowAnalyticsSnapshot(know),
      });
    } catch {
      setState('failed');
    }
  };

  return (
    <Wrap>
      {/* Not disabled while busy: a disabled button would drop the keyboard focus. */}
      <Button onClick={() => void download()} aria-busy={state === 'busy' || undefined}>
        {state === 'busy'
          ? t('download.downloading')
          : named || doc.contentType !== 'application/pdf'
            ? t('download.buttonFile', { filename: doc.filename })
            : t('download.button')}
      </Button>
      <span role="status">{state === 'done' && <Muted>{t('download.started')}</Muted>}</span>
      {state === 'failed' && <Failed role="alert">{t('download.failed')}</Failed>}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex; flex-wrap: wrap; align-items: center; gap: 12px;
`;
const Muted = styled.span`
  color: ${theme.colors.inkMuted};
`;
const Failed = styled.span`
  color: ${theme.colors.danger};
  font-weight: 600;
`;
