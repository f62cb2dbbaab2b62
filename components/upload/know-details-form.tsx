/**
 * The fields of a new know (issue 5 §3), shared by the details step and the flashcard import:
 * title, description, subject and topic from the edition's catalogue, grades (several only
 * where the edition allows it, none where it shows no grades), private, and a library folder
 * (an existing one or a new one). Controlled: the parent keeps the values and the errors.
 */
import { useTranslation } from 'next-i18next/pages';
import { CheckboxField, CheckboxGroup, SelectField, TextAreaField, TextField } from '@/components/ui/form-fields';
import type { Folder } from '@/lib/api/know-types';
import { useEdition } from '@/lib/edition/use-edition';
import type { DetailsDraft } from '@/stores/upload-draft-store';
import {
  DESCRIPTION_MAX,
  FOLDER_NAME_MAX,
  GRADES,
  NEW_FOLDER,
  TITLE_MAX,
  type CatalogueSubject,
  type DetailsErrors,
  type DetailsField,
} from './details-values';

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
export const fieldId = (idPrefix: string, field: DetailsField) => `${idPrefix}-${field}`;

export function KnowDetailsForm({ idPrefix, values, onChange, errors, subjects, folders, disabled }: KnowDetailsFormProps) {
  const { t } = useTranslation('upload');
  const { country } = useEdition();
  const set = <K extends keyof DetailsDraft>(key: K, value: DetailsDraft[K]) => onChange({ ...values, [key]: value });
  const subject = subjects.find((s) => String(s.id) === values.subjectId);
  const gradeOptions = GRADES.map((g) => ({ value: g, label: t('details.gradeOption', { grade: g }) }));
  const id = (field: DetailsField) => fieldId(idPrefix, field);

  return (
    <fieldset disabled={disabled} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <TextField
        id={id('title')}
        label={t('details.title')}
        value={values.title}
        onChange={(e) => set('title', e.target.value)}
        error={errors.title}
        maxLength={TITLE_MAX + 20}
        required
        aria-required="true"
        autoComplete="off"
      />
      <TextAreaField
        id={id('description')}
        label={t('details.description')}
        hint={t('details.descriptionHint', { max: DESCRIPTION_MAX })}
        value={values.description}
        onChange={(e) => set('description', e.target.value)}
        error={errors.description}
        rows={4}
      />
      {subjects.length > 0 && (
        <SelectField
          id={id('subjectId')}
          label={t('details.subject')}
          value={values.subjectId}
          onChange={(e) => onChange({ ...values, subjectId: e.target.value, topicUuid: '' })}
          error={errors.subjectId}
          required
          aria-required="true"
        >
          <option value="">{t('details.choose')}</option>
          {subjects.map((s) => (
            <option key={s.id} value={String(s.id)}>
              {s.name}
            </option>
          ))}
        </SelectField>
      )}
      {subject && subject.topics.length > 0 && (
        <SelectField
          id={id('topicUuid')}
          label={t('details.topic')}
          hint={t('details.topicHint')}
          value={values.topicUuid}
          onChange={(e) => set('topicUuid', e.target.value)}
          error={errors.topicUuid}
        >
          <option value="">{t('details.noTopic')}</option>
          {subject.topics.map((topic) => (
            <option key={topic.uuid} value={topic.uuid}>
              {topic.name}
            </option>
          ))}
        </SelectField>
      )}
      {country.showGrades &&
        (country.multipleGradeSelection ? (
          <div id={id('gradeIds')}>
            <CheckboxGroup
              name={`${idPrefix}-grades`}
              legend={t('details.grades')}
              hint={t('details.gradesHint')}
              options={gradeOptions}
              values={values.gradeIds}
              onChange={(gradeIds) => set('gradeIds', gradeIds)}
              error={errors.gradeIds}
            />
          </div>
        ) : (
          <SelectField
            id={id('gradeIds')}
            label={t('details.grade')}
            value={values.gradeIds[0] ?? ''}
            onChange={(e) => set('gradeIds', e.target.value ? [e.target.value] : [])}
            error={errors.gradeIds}
          >
            <option value="">{t('details.noGrade')}</option>
            {gradeOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </SelectField>
        ))}
      <CheckboxField
        id={id('isPrivate')}
        label={t('details.private')}
        hint={t('details.privateHint')}
        checked={values.isPrivate}
        onChange={(e) => set('isPrivate', e.target.checked)}
      />
      <SelectField
        id={id('folder')}
        label={t('details.folder')}
        hint={folders.status === 'error' ? t('details.foldersFailed') : t('details.folderHint')}
        value={folders.status === 'loading' ? '' : values.folder}
        onChange={(e) => set('folder', e.target.value)}
        error={errors.folder}
        aria-busy={folders.status === 'loading' || undefined}
      >
        <option value="">{folders.status === 'loading' ? t('details.foldersLoading') : t('details.noFolder')}</option>
        {folders.folders.map((f) => (
          <option key={f.uuid} value={f.uuid}>
            {f.name}
          </option>
        ))}
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
    </fieldset>
  );
}
