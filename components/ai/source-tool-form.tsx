/**
 * The form of a study tool that works on chosen sources (summary, mock exam): the source picker,
 * the tool's own settings (children), why it cannot start yet (no source chosen), the start
 * button, and the work's state below it.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { SourcePicker, type SourcePickerProps } from './source-picker';
import { ToolWorkState, type ToolWorkStateProps } from './tool-work-state';

export interface SourceToolFormProps extends Pick<ToolWorkStateProps, 'work' | 'where'> {
  sources: SourcePickerProps;
  /**
   * The tool's key in the `ai` namespace: the start button says `{tool}.create`, the work's status
   * `{tool}.working`; the "choose a source" hint, which describes the disabled button, has the
   * id `{tool}-needs-source`.
   */
  tool: string;
  /** The tool's request: working while pending, its failure shown below. */
  request: { isPending: boolean; error: unknown };
  onStart: () => void;
  children?: ReactNode;
}

export function SourceToolForm({ sources, tool, request, work, where, onStart, children }: SourceToolFormProps) {
  const { t } = useTranslation('ai');
  const needsSource = sources.chosen.length === 0 && !sources.upload;
  const hintId = `${tool}-needs-source`;
  const label = t(`${tool}.working`);
  const working = request.isPending;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!needsSource && !working) onStart();
      }}
    >
      <SourcePicker {...sources} />
      {children}
      {needsSource && <p id={hintId}>{t('sources.required')}</p>}
      <Button type="submit" disabled={needsSource} loading={working} loadingLabel={label} aria-describedby={needsSource ? hintId : undefined}>
        {t(`${tool}.create`)}
      </Button>
      <ToolWorkState label={label} working={working} work={work} error={request.error} where={where} />
    </form>
  );
}
