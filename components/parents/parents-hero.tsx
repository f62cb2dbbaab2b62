/** Top of the parents page: the page's h1 and a short promise. */
import styled from 'styled-components';
import { useTranslation } from 'next-i18next/pages';
import { BRAND } from '@/lib/config/brand';
import { media, theme } from '@/styles/theme';

export function ParentsHero() {
  const { t } = useTranslation('parents');
  return (
    <Wrap>
      <Inner>
        <Eyebrow>{t('hero.eyebrow')}</Eyebrow>
        <h1>{t('hero.title', { brand: BRAND.name })}</h1>
        <p>{t('hero.text', { brand: BRAND.name })}</p>
      </Inner>
    </Wrap>
  );
}

const Wrap = styled.div`
  padding: 48px 16px;
  background: linear-gradient(135deg, ${theme.colors.blue100}, ${theme.colors.pink100});
  ${media.md} {
    padding: 72px 24px;
  }
`;
const Inner = styled.div`
  max-width: ${theme.widths.content}px;
  margin: 0 auto;
  h1 {
    margin: 0 0 16px;
    max-width: 760px;
    font-size: 2.1rem;
    line-height: 1.15;
    letter-spacing: -0.02em;
    ${media.md} {
      font-size: 2.8rem;
    }
  }
  p {
    margin: 0;
    max-width: 680px;
    font-size: 1.15rem;
    color: ${theme.colors.inkMuted};
  }
`;
const Eyebrow = styled.span`
  display: block;
  margin-bottom: 12px;
  color: ${theme.colors.pink600};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  font-size: 0.85rem;
`;
