/**
 * The viewer as a lazily loaded chunk (next/dynamic, client only): the know page's first-load
 * JavaScript stays free of pdf.js. Until the chunk arrives, a box of the same size holds the place.
 */
import dynamic from 'next/dynamic';
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled, css } from 'next-yak';
import { DecorativeSpinner } from './know-spinner';
import { theme } from '@/styles/theme';
import type { DocumentViewerProps } from './document-viewer';
import { inlineViewerHeight } from './viewer-box';

function ViewerPlaceholder({ fullscreen }: { fullscreen?: boolean }) {
  const { t } = useTranslation('knows');
  return (
    <Placeholder $fullscreen={fullscreen} role="status" aria-live="polite">
      <DecorativeSpinner $size={28} />
      <span>{t('viewer.loading')}</span>
    </Placeholder>
  );
}

const InlineViewer = dynamic<DocumentViewerProps>(() => import('./document-viewer'), {
  ssr: false,
  loading: () => <ViewerPlaceholder />,
});

const FullScreenViewer = dynamic<DocumentViewerProps>(() => import('./document-viewer'), {
  ssr: false,
  loading: () => <ViewerPlaceholder fullscreen />,
});

export function LazyDocumentViewer(props: DocumentViewerProps) {
  return props.mode === 'fullscreen' ? <FullScreenViewer {...props} /> : <InlineViewer {...props} />;
}

const Placeholder = styled.div<{ $fullscreen?: boolean }>`
  display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 10px;
  background: ${theme.colors.surfaceAlt};
  color: ${theme.colors.inkMuted};
  ${({ $fullscreen }) =>
    $fullscreen
      ? css`
          flex: 1;
          min-height: 0;
        `
      : css`
          ${inlineViewerHeight};
          border-radius: ${theme.radius.xl}px;
          border: 1px solid ${theme.colors.line};
        `}
`;
