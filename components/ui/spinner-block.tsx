/** Something still loading in place of a page's or a list's body: the large spinner alone, centred, with room above and below. */
import { styled } from 'next-yak';
import { Spinner } from './spinner';

export function SpinnerBlock({ label, room }: { label: string; room: 32 | 48 | 64 }) {
  return (
    <Block $room={room}>
      <Spinner $size={28} aria-label={label} />
    </Block>
  );
}

const Block = styled.div<{ $room: number }>`
  display: flex; justify-content: center;
  padding: ${({ $room }) => $room}px 0;
`;
