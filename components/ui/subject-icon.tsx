/**
 * Subject icon in its palette colour. The icons are symbols of one sprite, drawn with
 * currentColor through `<use>`: the browser parses the sprite once per page, where a CSS mask or
 * an `<img>` per icon made it build a separate SVG document for each (decision 0081).
 */
import { styled } from 'next-yak';
import type { SubjectColor } from '@/lib/config/catalogues';
import { theme } from '@/styles/theme';

/** One file for every subject icon: `{SUBJECT_ICON_SPRITE}#{icon}`. */
export const SUBJECT_ICON_SPRITE = '/icons/subjects.svg';

export function SubjectIcon({ icon, color, size = 40 }: { icon: string; color: SubjectColor; size?: number }) {
  return (
    <Icon aria-hidden="true" $color={theme.colors.subject[color]} $size={size}>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" focusable="false">
        <use href={`${SUBJECT_ICON_SPRITE}#${icon}`} />
      </svg>
    </Icon>
  );
}

const Icon = styled.span<{ $color: string; $size: number }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${theme.radius.lg}px;
  background: ${({ $color }) => $color};
  color: #fff;
  & > svg {
    width: 60%;
    height: 60%;
  }
`;
