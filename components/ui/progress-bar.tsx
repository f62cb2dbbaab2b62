/**
 * A determinate progress bar (uploads, profile picture): role progressbar with aria-valuenow
 * 0..100 and a spoken value text; the visible percentage is hidden from screen readers, which
 * hear the value text instead. `busy` dims the bar while the server works after sending.
 */
import { styled } from 'next-yak';
import { theme } from '@/styles/theme';

export interface ProgressBarProps {
  /** What is progressing (the bar's accessible name). */
  label: string;
  /** 0..100 */
  value: number;
  /** Spoken and shown next to the bar, e.g. "45 %" or "Checking…". */
  valueText: string;
  busy?: boolean;
}

export function ProgressBar({ label, value, valueText, busy = false }: ProgressBarProps) {
  const now = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <Row>
      <ProgressTrack role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={now} aria-valuetext={valueText}>
        <Fill style={{ transform: `scaleX(${now / 100})` }} $busy={busy} />
      </ProgressTrack>
      <Text aria-hidden="true">{valueText}</Text>
    </Row>
  );
}

const Row = styled.div`
  flex: 1;
  display: flex; align-items: center; gap: 10px;
  font-variant-numeric: tabular-nums;
`;
/** The bar's rounded track, for a progress bar that fills in its own way (study sessions). */
export const ProgressTrack = styled.div`
  flex: 1;
  height: 10px;
  border-radius: ${theme.radius.pill}px;
  background: ${theme.colors.blue100};
  overflow: hidden;
`;
const Fill = styled.div<{ $busy: boolean }>`
  height: 100%;
  background: ${theme.colors.blue700};
  transform-origin: left center;
  transition: transform 0.15s linear;
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
`;
const Text = styled.span`
  flex: none;
  min-width: 3.5em;
  font-size: 0.9rem;
  color: ${theme.colors.inkMuted};
`;
