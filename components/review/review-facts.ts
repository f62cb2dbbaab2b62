/** The facts of an item under review (who, where, when, how much): two columns, one on phones. */
import { styled } from 'next-yak';
import { media, theme } from '@/styles/theme';

export const ReviewFacts = styled.dl<{ $below: number }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 8px 16px;
  margin: 0 0 ${({ $below }) => $below}px;
  dt {
    font-size: 0.8rem;
    color: ${theme.colors.inkMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;
