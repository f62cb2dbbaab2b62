/**
 * The inline viewer's stand-in until the reader turns to the document (use-reader-engaged.ts,
 * decision 0044): the first page as the server drew it (the know's thumbnail), in a box of the
 * viewer's size so nothing moves when the viewer replaces it, and a button that opens the viewer
 * at once for whoever reaches it by keyboard or screen reader. Server-rendered: the page shows
 * its document before any script runs.
 */
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { Button } from '@/components/ui/button';
import { theme } from '@/styles/theme';
import { inlineViewerHeight } from './viewer-box';

export function DocumentPreview({ title, imageUrl, onOpen }: { title: string; imageUrl: string; onOpen: () => void }) {
  const { t } = useTranslation('knows');
  return (
    <Box role="region" aria-label={t('viewer.label', { title })}>
      {/* Decorative for assistive technology: the page's text follows below the viewer. */}
      <Page src={imageUrl} alt="" fetchPriority="high" />
      <Open>
        <Button onClick={onOpen}>{t('viewer.open')}</Button>
      </Open>
    </Box>
  );
}

const Box = styled.div`
  position: relative;
  overflow: hidden;
  padding: 16px;
  ${inlineViewerHeight};
  background: ${theme.colors.surfaceAlt};
  border-radius: ${theme.radius.xl}px;
`;
// At most 1.5 times the thumbnail's 300 px: wider, the stand-in would only look blurred.
const Page = styled.img`
  display: block;
  width: 100%;
  max-width: 450px;
  height: auto;
  margin: 0 auto;
  background: #fff;
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.15);
`;
const Open = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 24px;
  display: flex; justify-content: center;
`;
