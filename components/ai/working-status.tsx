/**
 * While a tool works (decision 0068): what it is doing now (read out when the stage changes, not
 * at every item), a progress bar (how many items the model has written, when that is known;
 * else indeterminate) and, when the work can be stopped, a stop button.
 */
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { Button } from '@/components/ui/button';
import type { AiProgress } from '@/lib/contract/ai-stream';
import { theme } from '@/styles/theme';

export function WorkingStatus({ label, progress = null, onStop }: { label: string; progress?: AiProgress | null; onStop?: () => void }) {
  const { t } = useTranslation('ai');
  const stage = progress ? t(`progress.${progress.stage}`) : label;
  const counted = progress?.stage === 'writing' && progress.total ? { done: Math.min(progress.done ?? 0, progress.total), total: progress.total } : null;
  return (
    <Box>
      <p role="status" aria-live="polite">
        {stage}
      </p>
      {counted ? (
        <progress aria-label={label} value={counted.done} max={counted.total} aria-valuetext={t('progress.written', counted)} />
      ) : (
        <progress aria-label={label} />
      )}
      {counted && (
        <Count aria-hidden="true">{t('progress.written', counted)}</Count>
      )}
      {onStop && (
        <Stop>
          <Button type="button" variant="secondary" onClick={onStop}>
            {t('progress.stop')}
          </Button>
        </Stop>
      )}
    </Box>
  );
}

const Box = styled.div`
  margin: 24px 0;
  padding: 20px;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.xl}px;
  text-align: center;
  p {
    margin: 0 0 12px;
    font-weight: 600;
  }
  progress {
    width: min(320px, 80%);
    accent-color: ${theme.colors.blue700};
  }
`;
const Count = styled.span`
  display: block;
  margin-top: 6px;
  font-size: 0.9rem;
  color: ${theme.colors.inkMuted};
`;
const Stop = styled.div`
  margin-top: 12px;
`;
