/** Toolbar of the document viewer: page navigation, page number field, zoom, full screen or close. */
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { theme } from '@/styles/theme';
import { ZOOM_STEPS } from './document-viewer-controls';

export interface ViewerToolbarProps {
  current: number;
  total: number;
  zoom: number;
  onPage: (index: number) => void;
  onZoom: (zoom: number | 'in' | 'out') => void;
  /** Right end: the full-screen link (inline) or nothing. */
  extra?: ReactNode;
}

export function ViewerToolbar({ current, total, zoom, onPage, onZoom, extra }: ViewerToolbarProps) {
  const { t } = useTranslation('knows');
  // What the reader is typing; null shows the current page.
  const [typed, setTyped] = useState<string | null>(null);
  const commit = () => {
    const n = Number.parseInt(typed ?? '', 10);
    if (Number.isFinite(n)) onPage(Math.min(Math.max(n, 1), total) - 1);
    setTyped(null);
  };
  return (
    <Bar role="toolbar" aria-label={t('viewer.toolbar')}>
      <Group>
        <IconButton type="button" onClick={() => onPage(current - 1)} disabled={current <= 0} aria-label={t('viewer.previous')}>
          ‹
        </IconButton>
        <PageField>
          <label htmlFor="viewer-page-number" className="visually-hidden">
            {t('viewer.pageNumber')}
          </label>
          <input
            id="viewer-page-number"
            type="number"
            inputMode="numeric"
            min={1}
            max={total}
            value={typed ?? String(current + 1)}
            aria-describedby="viewer-page-total"
            onChange={(e) => setTyped(e.target.value)}
            onBlur={commit}
            onKeyDown={(e) => {
              if (e.key === 'Enter') commit();
            }}
          />
          <span id="viewer-page-total">{t('viewer.ofTotal', { total })}</span>
        </PageField>
        <IconButton type="button" onClick={() => onPage(current + 1)} disabled={current >= total - 1} aria-label={t('viewer.next')}>
          ›
        </IconButton>
      </Group>
      <Group>
        <IconButton type="button" onClick={() => onZoom('out')} disabled={zoom <= ZOOM_STEPS[0]} aria-label={t('viewer.zoomOut')}>
          −
        </IconButton>
        <output aria-live="polite" aria-label={t('viewer.zoomLevel')}>
          {Math.round(zoom * 100)}%
        </output>
        <IconButton
          type="button"
          onClick={() => onZoom('in')}
          disabled={zoom >= ZOOM_STEPS[ZOOM_STEPS.length - 1]!}
          aria-label={t('viewer.zoomIn')}
        >
          +
        </IconButton>
        <TextButton type="button" onClick={() => onZoom(1)} aria-pressed={zoom === 1}>
          {t('viewer.fitWidth')}
        </TextButton>
        {extra}
      </Group>
    </Bar>
  );
}

const Bar = styled.div`
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px;
  padding: 8px 10px;
  background: #fff;
  border-bottom: 1px solid ${theme.colors.line};
  .visually-hidden {
    ${visuallyHidden};
  }
  output {
    min-width: 48px;
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
`;
const Group = styled.div`
  display: flex; flex-wrap: wrap; align-items: center; gap: 6px;
`;
const IconButton = styled.button`
  width: 44px;
  height: 44px;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.md}px;
  background: #fff;
  color: ${theme.colors.blue900};
  font-size: 1.4rem;
  line-height: 1;
  cursor: pointer;
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
const TextButton = styled(IconButton)`
  width: auto;
  padding: 0 12px;
  font-size: 0.9rem;
  font-weight: 600;
  &[aria-pressed='true'] {
    background: ${theme.colors.blue100};
  }
`;
const PageField = styled.div`
  display: flex; align-items: center; gap: 6px;
  input {
    width: 64px;
    height: 44px;
    padding: 0 8px;
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius.md}px;
    font: inherit;
    text-align: center;
  }
`;
