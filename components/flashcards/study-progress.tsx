/** The session's progress: a bar and "3 of 10 done", exposed as one progressbar. */
import { styled } from 'next-yak';
import { ProgressTrack } from '@/components/ui/progress-bar';
import { useTranslation } from '@/lib/i18n/use-translation';
import { theme } from '@/styles/theme';

export function StudyProgress({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation('library');
  const text = t('study.progress', { done, total });
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <Wrap>
      <ProgressTrack
        role="progressbar"
        aria-label={t('study.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={text}
      >
        <Fill style={{ width: `${percent}%` }} />
      </ProgressTrack>
      <Text aria-hidden="true">{text}</Text>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex; align-items: center; gap: 12px;
  flex: 1;
  min-width: 0;
`;
const Fill = styled.div`
  height: 100%;
  background: ${theme.colors.blue700};
  border-radius: inherit;
  transition: width 0.25s ease;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
const Text = styled.span`
  font-size: 0.9rem;
  color: ${theme.colors.inkMuted};
  white-space: nowrap;
`;
