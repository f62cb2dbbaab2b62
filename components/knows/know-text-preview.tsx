/**
 * The extracted text of the know's first pages (KnowDetail.pages), server-rendered: what search
 * engines index and what screen readers can read without the canvas viewer.
 */
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import type { KnowDetail } from '@/lib/api/know-types';
import { theme } from '@/styles/theme';

export function KnowTextPreview({ know }: { know: KnowDetail }) {
  const { t } = useTranslation('knows');
  const pages = know.pages.filter((p) => p.text.trim() !== '');
  if (pages.length === 0) return null;
  return (
    <Section aria-labelledby="know-text-title">
      <h2 id="know-text-title">{t('text.title')}</h2>
      {pages.map((page) => (
        <article key={page.number} aria-label={t('text.page', { page: page.number })}>
          <h3>{t('text.page', { page: page.number })}</h3>
          <p>{page.text.trim()}</p>
        </article>
      ))}
      {know.pageCount > pages.length && <More>{t('text.more', { count: know.pageCount })}</More>}
    </Section>
  );
}

const Section = styled.section`
  max-width: 820px;
  margin: 32px 0 0;
  h2 {
    font-size: 1.3rem;
  }
  h3 {
    font-size: 1rem;
    margin: 20px 0 6px;
    color: ${theme.colors.inkMuted};
  }
  p {
    margin: 0;
    white-space: pre-line;
    line-height: 1.6;
    overflow-wrap: anywhere;
  }
`;
const More = styled.p`
  margin-top: 16px !important;
  color: ${theme.colors.inkMuted};
`;
