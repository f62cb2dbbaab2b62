/**
 * The fields of a new know (issue 5 §3), shared by the details step and the flashcard import:
 * the one know form (components/knows/know-form.tsx, also used for editing) in the edition's
 * country, plus a library folder (an existing one or a new one). Controlled: the parent keeps
 * the values and the errors.
 */
import { useTranslation } from '@/lib/i18n/use-translation';
import { KnowForm, knowFieldId } from '@/components/knows/know-form';
import { SelectField, SelectOptions, TextField } from '@/components/ui/form-fields';
import type { Folder } from '@/lib/api/know-types';
import { useEdition } from '@/lib/edition/use-edition';
import type { DetailsDraft } from '@/stores/upload-draft-store';
import { FOLDER_NAME_MAX, NEW_FOLDER, type CatalogueSubject, type DetailsErrors, type DetailsField } from './details-values';

export interface FolderState {
  status: 'loading' | 'ready' | 'error';
  folders: Folder[];
}

export interface KnowDetailsFormProps {
  idPrefix: string;
  values: DetailsDraft;
  onChange: (values: DetailsDraft) => void;
  errors: DetailsErrors;
  subjects: CatalogueSubject[];
  folders: FolderState;
  disabled?: boolean;
}

/** The element id of a field's control (or group), for focusing the first invalid one. */
export const fieldId = (idPrefix: string, field: DetailsField) => knowFieldId(idPrefix, field);

export function KnowDetailsForm({ idPrefix, values, onChange, errors, subjects, folders, disabled }: KnowDetailsFormProps) {
  const { t } = useTranslation('upload');
  const { country } = useEdition();
  const set = <K extends keyof DetailsDraft>(key: K, value: DetailsDraft[K]) => onChange({ ...values, [key]: value });
  const id = (field: DetailsField) => fieldId(idPrefix, field);

  return (
    <KnowForm idPrefix={idPrefix} values={values} onChange={onChange} errors={errors} subjects={subjects} country={country} disabled={disabled}>
      <SelectField
        id={id('folder')}
        label={t('details.folder')}
        hint={folders.status === 'error' ? t('details.foldersFailed') : t('details.folderHint')}
        value={folders.status === 'loading' ? '' : values.folder}
        onChange={(e) => set('folder', e.target.value)}
        error={errors.folder}
        aria-busy={folders.status === 'loading' || undefined}
      >
        <SelectOptions
          empty={folders.status === 'loading' ? t('details.foldersLoading') : t('details.noFolder')}
          options={folders.folders.map((f) => ({ value: f.uuid, label: f.name }))}
        />
        <option value={NEW_FOLDER}>{t('details.newFolder')}</option>
      </SelectField>
      {values.folder === NEW_FOLDER && (
        <TextField
          id={id('newFolderName')}
          label={t('details.newFolderName')}
          value={values.newFolderName}
          onChange={(e) => set('newFolderName', e.target.value)}
          error={errors.newFolderName}
          maxLength={FOLDER_NAME_MAX + 10}
          autoComplete="off"
        />
      )}
    </KnowForm>
  );
}
