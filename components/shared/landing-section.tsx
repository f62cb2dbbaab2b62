/** Layout primitives shared by the landing, parents and expansion sections. */
import { styled, css } from 'next-yak';
import { unstyledList } from '@/components/ui/unstyled-list';
import { media, theme } from '@/styles/theme';

export type SectionTone = 'light' | 'alt' | 'dark';


export const Section = styled.section<{ $tone?: SectionTone }>`
  padding: 56px 16px;
  background: ${theme.colors.surface};
  color: ${theme.colors.ink};
  ${({ $tone }) =>
    $tone === 'alt' &&
    css`
      background: ${theme.colors.surfaceAlt};
    `}
  ${({ $tone }) =>
    $tone === 'dark' &&
    css`
      background: ${theme.colors.dark};
      color: ${theme.colors.surface};
      a:not([class]) {
        color: ${theme.colors.blue100};
      }
      /* The global focus ring (blue) is too faint on dark backgrounds. */
      *:focus-visible {
        outline-color: ${theme.colors.surface};
      }
    `}
  ${media.md} {
    padding: 80px 24px;
  }
`;

/** Reading width for text-heavy sections. */
const NARROW_WIDTH = 800;

export const Inner = styled.div<{ $narrow?: boolean }>`
  max-width: ${({ $narrow }) => ($narrow ? NARROW_WIDTH : theme.widths.content)}px;
  margin: 0 auto;
`;

export const SectionTitle = styled.h2`
  margin: 0 0 12px;
  font-size: 1.7rem;
  line-height: 1.2;
  letter-spacing: -0.01em;
  ${media.md} {
    font-size: 2.2rem;
  }
`;

export const Lead = styled.p<{ $onDark?: boolean }>`
  margin: 0 0 32px;
  max-width: 680px;
  font-size: 1.1rem;
  color: ${({ $onDark }) => ($onDark ? theme.colors.blue100 : theme.colors.inkMuted)};
`;

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

/** Grid of cards: one column on phones, two from md, `$columns` (default three) from lg. */
const cardGridStyles = css<{ $columns?: 2 | 3 }>`
  ${unstyledList};
  display: grid;
  gap: 16px;
  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
    gap: 20px;
  }
  ${media.lg} {
    grid-template-columns: repeat(${({ $columns = 3 }) => $columns}, 1fr);
  }
`;
export const CardGrid = styled.ul<{ $columns?: 2 | 3 }>`
  ${cardGridStyles};
`;
/** CardGrid for steps in order. */
export const OrderedCardGrid = styled.ol<{ $columns?: 2 | 3 }>`
  ${cardGridStyles};
`;

export const Card = styled.li`
  padding: 24px;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.xxl}px;
  h3 {
    margin: 16px 0 8px;
    font-size: 1.15rem;
    line-height: 1.3;
  }
  p {
    margin: 0;
    color: ${theme.colors.inkMuted};
  }
`;

/** Light tinted band at the top of a content page (parents, contest), holding its h1. */
export const TintedHero = styled.div<{ $from: string; $to: string }>`
  padding: 48px 16px;
  background: linear-gradient(135deg, ${({ $from }) => $from}, ${({ $to }) => $to});
  ${media.md} {
    padding: 72px 24px;
  }
`;

export const TintedHeroInner = styled.div`
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
    margin: 0 0 24px;
    max-width: 680px;
    font-size: 1.1rem;
    color: ${theme.colors.inkMuted};
  }
  p:last-child {
    margin-bottom: 0;
  }
`;
