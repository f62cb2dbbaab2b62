/**
 * A responsive grid of know cards (one column on phones, up to four on wide screens). With no
 * knows it renders the `empty` slot instead, so every list has a deliberate empty state.
 * `cardProps` adds per-card props (search highlights, link query, analytics, actions).
 */
import type { ReactNode } from 'react';
import { styled } from 'next-yak';
import type { Know } from '@/lib/api/know-types';
import { cardGrid } from '@/components/ui/card-surface';
import { media } from '@/styles/theme';
import { KnowCard, type KnowCardProps } from './know-card';

export interface KnowListProps {
  knows: Know[];
  /** Shown instead of the grid when `knows` is empty. */
  empty?: ReactNode;
  cardProps?: (know: Know, index: number) => Omit<Partial<KnowCardProps>, 'know'>;
  headingLevel?: KnowCardProps['headingLevel'];
  /** Names the list for assistive technology when the page has several. */
  label?: string;
  /** Narrower grids (e.g. inside a side column) cap the columns. */
  maxColumns?: 2 | 3 | 4;
}

/**
 * The first cards' thumbnails load with the page: on a phone they are often on the first screen,
 * where a lazy image starts only after layout and becomes the page's late largest paint.
 */
const EAGER_CARDS = 2;

export function KnowList({ knows, empty = null, cardProps, headingLevel, label, maxColumns = 4 }: KnowListProps) {
  if (knows.length === 0) return <>{empty}</>;
  return (
    <Grid aria-label={label} $max={maxColumns}>
      {knows.map((know, index) => (
        <li key={know.uuid}>
          <KnowCard know={know} headingLevel={headingLevel} eagerImage={index < EAGER_CARDS} {...cardProps?.(know, index)} />
        </li>
      ))}
    </Grid>
  );
}

const Grid = styled.ul<{ $max: number }>`
  list-style: none;
  margin: 16px 0 24px;
  padding: 0;
  ${cardGrid};
  --card-columns: ${({ $max }) => Math.min(3, $max)};
  ${media.xl} {
    grid-template-columns: repeat(${({ $max }) => $max}, minmax(0, 1fr));
  }
`;
