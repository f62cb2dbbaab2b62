/**
 * The form of a study tool that works on chosen sources (summary, mock exam): the source picker,
 * the tool's own settings (children), why it cannot start yet (no source chosen), the start
 * button, and the work's state below it.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Button } from '@/components/ui/button';
import { SourcePicker, type SourcePickerProps } from './source-picker';
import { ToolWorkState, type ToolWorkStateProps } from './tool-work-state';

export interface SourceToolFormProps extends ToolWorkStateProps {
  sources: SourcePickerProps;
  /** The start button's text. */
  action: string;
  /** The id of the "choose a source" hint, which describes the disabled button. */
  hintId: string;
  onStart: () => void;
  children?: ReactNode;
}

export function SourceToolForm({ sources, action, hintId, onStart, children, ...state }: SourceToolFormProps) {
  const { t } = useTranslation('ai');
  const needsSource = sources.chosen.length === 0 && !sources.upload;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!needsSource && !state.working) onStart();
      }}
    >
      <SourcePicker {...sources} />
      {children}
      {needsSource && <p id={hintId}>{t('sources.required')}</p>}
      <Button type="submit" disabled={needsSource} loading={state.working} loadingLabel={state.label} aria-describedby={needsSource ? hintId : undefined}>
        {action}
      </Button>
      <ToolWorkState {...state} />
    </form>
  );
}
