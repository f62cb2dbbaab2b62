/**
 * The one form for naming a folder: creating one and renaming one. Checks the name here
 * (required, at most FOLDER_NAME_MAX) and shows the server's verdict (a name already taken is
 * a DuplicateError) on the field, with the focus put back there.
 */
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'next-i18next/pages';
import { TextField } from '@/components/ui/form-fields';
import { Button } from '@/components/ui/button';
import { fieldErrors, isErrorType } from '@/lib/api/errors';
import { notifyError } from '@/lib/notifications/toast';
import { theme } from '@/styles/theme';
import { FOLDER_LIMITS } from '@/lib/contract/limits';

export const FOLDER_NAME_MAX = FOLDER_LIMITS.nameMax;

export interface FolderNameFormProps {
  label: string;
  submitLabel: string;
  initialName?: string;
  /** Saves the name; a rejection is shown on the form. */
  onSubmit: (name: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

export function FolderNameForm({ label, submitLabel, initialName = '', onSubmit, onCancel, autoFocus }: FolderNameFormProps) {
  const { t } = useTranslation('library');
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const fail = (message: string) => {
    setError(message);
    inputRef.current?.focus();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return fail(t('folderForm.required'));
    if (trimmed.length > FOLDER_NAME_MAX) return fail(t('folderForm.tooLong', { max: FOLDER_NAME_MAX }));
    setSaving(true);
    setError(null);
    try {
      await onSubmit(trimmed);
      if (!initialName) setName('');
    } catch (err) {
      if (isErrorType(err, 'DuplicateError')) fail(t('folderForm.duplicate'));
      else if (fieldErrors(err).name) fail(fieldErrors(err).name!);
      else notifyError(err, t);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form onSubmit={submit} noValidate onKeyDown={(e) => e.key === 'Escape' && onCancel?.()}>
      <TextField
        ref={inputRef}
        label={label}
        value={name}
        maxLength={FOLDER_NAME_MAX + 20}
        autoComplete="off"
        // Opened on purpose by the user (rename), so the field may take the focus.
        autoFocus={autoFocus}
        error={error}
        onChange={(e) => {
          setName(e.target.value);
          if (error) setError(null);
        }}
      />
      <Row>
        <Button type="submit" variant={onCancel ? 'primary' : 'secondary'} loading={saving}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {t('folderForm.cancel')}
          </Button>
        )}
      </Row>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: 8px;
  color: ${theme.colors.ink};
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
