/** Subject icon in its palette colour (icons use currentColor, so they are masked, not <img>). */
import styled from 'styled-components';
import type { SubjectColor } from '@/lib/config/catalogues';
import { theme } from '@/styles/theme';

export function SubjectIcon({ icon, color, size = 40 }: { icon: string; color: SubjectColor; size?: number }) {
  return <Icon aria-hidden="true" $icon={icon} $color={theme.colors.subject[color]} $size={size} />;
}

const Icon = styled.span<{ $icon: string; $color: string; $size: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: ${theme.radius.lg}px;
  background: ${({ $color }) => $color};
  position: relative;
  &::after {
    content: '';
    position: absolute;
    inset: 20%;
    background: #fff;
    mask-image: url(/icons/subjects/${({ $icon }) => $icon}.svg);
    mask-position: center;
    mask-size: contain;
    mask-repeat: no-repeat;
  }
`;
