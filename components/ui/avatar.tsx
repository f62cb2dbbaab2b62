/** Profile picture, or the name's initial when there is none (spec §2.4). */
import { styled } from 'next-yak';
import { theme } from '@/styles/theme';

export function Avatar({ name, src, size = 36 }: { name: string; src?: string | null; size?: number }) {
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <Circle $size={size} aria-hidden="true">
      {src ? <img src={src} alt="" width={size} height={size} /> : initial}
    </Circle>
  );
}

const Circle = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${theme.colors.pink500};
  color: #fff;
  font-weight: 700;
  /* Large pictures (profiles) scale their initial; small ones keep the text size. */
  font-size: ${({ $size }) => ($size >= 48 ? `${Math.round($size * 0.4)}px` : 'inherit')};
  img { width: 100%; height: 100%; object-fit: cover; }
`;
