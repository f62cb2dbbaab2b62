/** The keyboard shortcuts of a reviewer queue, listed on the page itself. */
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { theme } from '@/styles/theme';

export function ReviewShortcuts({ items }: { items: { key: string; label: string }[] }) {
  const { t } = useTranslation('review');
  return (
    <Box aria-labelledby="review-shortcuts-title">
      <h2 id="review-shortcuts-title">{t('shortcuts.title')}</h2>
      <dl>
        {items.map((item) => (
          <div key={item.key}>
            <dt>
              <kbd>{item.key}</kbd>
            </dt>
            <dd>{item.label}</dd>
          </div>
        ))}
      </dl>
      <p>{t('shortcuts.note')}</p>
    </Box>
  );
}

const Box = styled.section`
  margin: 0 0 16px;
  padding: 10px 14px;
  border-radius: ${theme.radius.lg}px;
  background: ${theme.colors.surfaceAlt};
  font-size: 0.9rem;
  h2 {
    margin: 0 0 6px;
    font-size: 0.95rem;
  }
  dl {
    display: flex; flex-wrap: wrap; gap: 6px 18px;
    margin: 0;
  }
  dl > div {
    display: flex; align-items: center; gap: 6px;
  }
  dd {
    margin: 0;
  }
  kbd {
    display: inline-block;
    min-width: 22px;
    padding: 1px 6px;
    border: 1px solid ${theme.colors.line};
    border-bottom-width: 2px;
    border-radius: ${theme.radius.sm}px;
    background: #fff;
    font-family: inherit;
    font-weight: 700;
    text-align: center;
  }
  p {
    margin: 6px 0 0;
    color: ${theme.colors.inkMuted};
  }
`;
