/**
 * The one form for naming a folder: creating one and renaming one. Checks the name here
 * (required, at most FOLDER_NAME_MAX) and shows the server's verdict (a name already taken is
 * a DuplicateError) on the field, with the focus put back there.
 */
import { useRef, useState, type FormEvent } from 'react';
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { TextField } from '@/components/ui/form-fields';
import { Button } from '@/components/ui/button';
import { fieldErrors, isErrorType } from '@/lib/api/errors';
import { notifyError } from '@/lib/notifications/toast';
import { theme } from '@/styles/theme';
import { checkFolderName, FOLDER_NAME_MAX, useFolderNameField } from './use-folder-name-field';

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
  const field = useFolderNameField(initialName);
  const { error, setError } = field;
  const [saving, setSaving] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const fail = (message: string) => {
    setError(message);
    inputRef.current?.focus();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = checkFolderName(field.value, { required: t('folderForm.required'), tooLong: t('folderForm.tooLong', { max: FOLDER_NAME_MAX }) });
    if ('problem' in checked) return fail(checked.problem);
    setSaving(true);
    setError(null);
    try {
      await onSubmit(checked.name);
      if (!initialName) field.setValue('');
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
        {...field.inputProps}
        autoComplete="off"
        // Opened on purpose by the user (rename), so the field may take the focus.
        autoFocus={autoFocus}
        error={error}
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
  display: flex; flex-wrap: wrap; gap: 8px;
`;
