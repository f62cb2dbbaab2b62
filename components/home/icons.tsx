/** Small decorative line icons (24×24, currentColor). Always aria-hidden: the text next to them carries the meaning. */
import styled from 'styled-components';
import { theme } from '@/styles/theme';

export type IconName = 'know' | 'flashcards' | 'guide' | 'ai' | 'knower' | 'shield' | 'eye' | 'lock' | 'flag' | 'book' | 'users' | 'star' | 'upload' | 'calendar' | 'gift';

const PATHS: Record<IconName, string> = {
  know: 'M6 3h9l3 3v15H6zM15 3v3h3M9 11h6M9 15h6M9 7h3',
  flashcards: 'M4 7h12v12H4zM8 7V4h12v12h-4M7 13h6',
  guide: 'M4 5c3-1 5-1 8 1 3-2 5-2 8-1v14c-3-1-5-1-8 1-3-2-5-2-8-1zM12 6v14',
  ai: 'M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8zM18 15l.9 2.1L21 18l-2.1.9L18 21l-.9-2.1L15 18l2.1-.9z',
  knower: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c1-4 4-6 8-6s7 2 8 6M17 4l1 2 2 .3-1.5 1.4.4 2-1.9-1-1.9 1 .4-2L14 6.3l2-.3z',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  lock: 'M6 11h12v10H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3M12 15v2',
  flag: 'M5 21V4M5 4h11l-2 4 2 4H5',
  book: 'M5 4h10a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3zM5 17a3 3 0 0 1 3-3h10',
  users: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20c.7-3.5 3.2-5.5 6.5-5.5s5.8 2 6.5 5.5M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14.8c2 .7 3.2 2.5 3.5 5.2',
  star: 'M12 3l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z',
  upload: 'M12 16V4M7 9l5-5 5 5M4 15v5h16v-5',
  calendar: 'M4 6h16v15H4zM4 10h16M8 3v5M16 3v5',
  gift: 'M4 10h16v4H4zM6 14h12v7H6zM12 10v11M12 10c-1.5-4-6-5-6-2s6 2 6 2zM12 10c1.5-4 6-5 6-2s-6 2-6 2z',
};

export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
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
  background: ${({ $tone = 'blue' }) => TONES[$tone].bg};
  color: ${({ $tone = 'blue' }) => TONES[$tone].fg};
`;
