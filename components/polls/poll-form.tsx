/**
 * The fields of a new poll (decision 0039): a question, 2 to 6 options (POLL_LIMITS) and an
 * optional closing time. Used by the profile's poll section and the chat composer's poll dialog;
 * `chatUuid` posts the poll into that chat. Strings: namespace `polls` (editor.*).
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { SectionActions } from '@/components/shared/settings-section';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-fields';
import { useCreatePoll, type Poll } from '@/lib/api/polls';
import { POLL_LIMITS } from '@/lib/contract/limits';
import { notifyError } from '@/lib/notifications/toast';

export function PollForm({ chatUuid, onCreated }: { chatUuid?: string; onCreated: (poll: Poll) => void }) {
  const { t } = useTranslation('polls');
  const create = useCreatePoll();
  const id = useId();
  const [question, setQuestion] = useState('');
  const [options, setOptions] = useState(['', '']);
  const [closesOn, setClosesOn] = useState('');

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      { question, options, closesOn: closesOn ? new Date(closesOn).toISOString() : null, ...(chatUuid ? { chatUuid } : {}) },
      { onSuccess: onCreated, onError: (err) => notifyError(err) },
    );
  };

  return (
    <form onSubmit={onSubmit} aria-label={t('editor.title')} id={`${id}-poll`}>
      <TextField label={t('editor.question')} value={question} onChange={(e) => setQuestion(e.target.value)} maxLength={POLL_LIMITS.questionMax} required />
      {options.map((option, i) => (
        <TextField
          key={i}
          label={t('editor.option', { number: i + 1 })}
          value={option}
          maxLength={POLL_LIMITS.optionMax}
          required
          onChange={(e) => setOptions(options.map((o, j) => (j === i ? e.target.value : o)))}
        />
      ))}
      <TextField label={t('editor.closesOn')} hint={t('editor.closesOnHint')} type="datetime-local" value={closesOn} onChange={(e) => setClosesOn(e.target.value)} />
      <SectionActions>
        {options.length < POLL_LIMITS.optionsMax && (
          <Button type="button" variant="secondary" onClick={() => setOptions([...options, ''])}>
            {t('editor.addOption')}
          </Button>
        )}
        {options.length > POLL_LIMITS.optionsMin && (
          <Button type="button" variant="ghost" onClick={() => setOptions(options.slice(0, -1))}>
            {t('editor.removeOption')}
          </Button>
        )}
        <Button type="submit" loading={create.isPending}>
          {t('editor.create')}
        </Button>
      </SectionActions>
    </form>
  );
}
