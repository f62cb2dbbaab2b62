/**
 * Search highlights (decision 0008): the server answers segments, never HTML. Each segment is
 * rendered as a text node, matches inside <mark>, so a title like "<b>x</b>" stays literal text.
 */
import { styled } from 'next-yak';
import type { HighlightSegment } from '@/lib/api/know-types';
import { theme } from '@/styles/theme';

export function HighlightedText({ segments }: { segments: HighlightSegment[] }) {
  return (
    <>
      {segments.map((s, i) => (s.match ? <Mark key={i}>{s.text}</Mark> : <span key={i}>{s.text}</span>))}
    </>
  );
}

/** True when at least one segment is a match (a snippet without one is not worth showing). */
export function hasMatch(segments: HighlightSegment[] | undefined): boolean {
  return !!segments?.some((s) => s.match && s.text.trim() !== '');
}

const Mark = styled.mark`
  background: ${theme.colors.pink100};
  color: inherit;
  font-weight: 700;
  border-radius: 3px;
  padding: 0 1px;
`;
