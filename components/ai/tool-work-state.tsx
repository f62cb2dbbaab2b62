/**
 * What a study tool shows below its start button (decision 0068): its progress while it works,
 * with the stop; that the learner stopped it; or why it failed.
 */
import { useTranslation } from '@/lib/i18n/use-translation';
import { AiError } from './ai-error';
import type { useWorkProgress } from './use-work-progress';
import { WorkingStatus } from './working-status';

export interface ToolWorkStateProps {
  /** What the tool does, e.g. "Writing your summary…": the status before the first progress. */
  label: string;
  working: boolean;
  work: ReturnType<typeof useWorkProgress>;
  /** The failure of the tool's request; null while there is none. */
  error: unknown;
  /** The tool, for the analytics of a used-up allowance. */
  where: string;
}

export function ToolWorkState({ label, working, work, error, where }: ToolWorkStateProps) {
  const { t } = useTranslation('ai');
  return (
    <>
      {working && <WorkingStatus label={label} progress={work.progress} onStop={work.stop} />}
      {work.stopped && !working && <p role="status">{t('progress.stopped')}</p>}
      {error !== null && <AiError error={error} where={where} />}
    </>
  );
}
