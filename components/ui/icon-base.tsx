/** Small line icons (24×24, currentColor) and their tinted tile. Decorative (aria-hidden) unless labelled: the text next to them carries the meaning. */
import { styled } from 'next-yak';
import { fromTable } from '@/components/ui/style-table';
import { theme } from '@/styles/theme';

/** The landing's icons (offers section): their own module, so the landing ships only these paths (decision 0013). */
export const LANDING_ICON_PATHS = {
  know: 'M6 3h9l3 3v15H6zM15 3v3h3M9 11h6M9 15h6M9 7h3',
  flashcards: 'M4 7h12v12H4zM8 7V4h12v12h-4M7 13h6',
  guide: 'M4 5c3-1 5-1 8 1 3-2 5-2 8-1v14c-3-1-5-1-8 1-3-2-5-2-8-1zM12 6v14',
  ai: 'M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8zM18 15l.9 2.1L21 18l-2.1.9L18 21l-.9-2.1L15 18l2.1-.9z',
  knower: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c1-4 4-6 8-6s7 2 8 6M17 4l1 2 2 .3-1.5 1.4.4 2-1.9-1-1.9 1 .4-2L14 6.3l2-.3z',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM8.5 12l2.5 2.5 4.5-5',
} as const;
export type LandingIconName = keyof typeof LANDING_ICON_PATHS;

/**
 * A line icon drawn from one SVG path. Hidden from assistive technology unless given a label
 * (an icon that stands alone, such as a file's stand-in thumbnail).
 */
export function SvgIcon({
  d,
  size = 24,
  strokeWidth = 1.8,
  label,
}: {
  d: string;
  size?: number;
  strokeWidth?: number;
  label?: string;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}

const TONES = {
  blue: { bg: theme.colors.blue100, fg: theme.colors.blue700 },
  pink: { bg: theme.colors.pink100, fg: theme.colors.pink600 },
} as const;

/** An icon on a rounded, tinted tile. */
export const IconTile = styled.span<{ $tone?: keyof typeof TONES }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: ${theme.radius.xl}px;
  background: ${({ $tone = 'blue' }) => fromTable(TONES, $tone, 'bg')};
  color: ${({ $tone = 'blue' }) => fromTable(TONES, $tone, 'fg')};
`;
