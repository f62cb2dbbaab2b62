/**
 * The one form of a know's details, for creating (upload details step, flashcard import) and
 * for editing (/knows/{slug}/edit): title, description, subject and topic from the catalogue of
 * the know's edition, grades (several only where the country allows it, none where it shows no
 * grades), private. Controlled: the parent keeps the values and the (translated) errors, and
 * adds what only one mode has as children (the library folder when creating, the cards of a
 * flashcard know when editing).
 */
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { CheckboxField, CheckboxGroup, SelectField, SelectOptions, TextAreaField, TextField } from '@/components/ui/form-fields';
import type { CountryConfig } from '@/lib/config/countries';
import type { KnowFormValues } from '@/lib/knows/know-form-values';
import { DESCRIPTION_MAX, TITLE_MAX, type CatalogueSubject } from '@/components/upload/details-values';
import { gradesOf } from '@/lib/config/grades';
import { useEdition } from '@/lib/edition/use-edition';

export interface KnowFormProps<V extends KnowFormValues> {
  idPrefix: string;
  values: V;
  onChange: (values: V) => void;
  /** Messages to show, per field. */
  errors: Partial<Record<string, string>>;
  subjects: CatalogueSubject[];
  /** The country of the know's edition (grades). */
  country: Pick<CountryConfig, 'showGrades' | 'multipleGradeSelection'>;
  disabled?: boolean;
  children?: ReactNode;
}

/** The element id of a field's control (or group), for focusing the first invalid one. */
export const knowFieldId = (idPrefix: string, field: string) => `${idPrefix}-${field}`;

export function KnowForm<V extends KnowFormValues>({ idPrefix, values, onChange, errors, subjects, country, disabled, children }: KnowFormProps<V>) {
  const { t } = useTranslation('upload');
  const set = <K extends keyof V>(key: K, value: V[K]) => onChange({ ...values, [key]: value });
  const subject = subjects.find((s) => String(s.id) === values.subjectId);
  // The edition's school years, named as its schools name them (decision 0056).
  const { country: edition } = useEdition();
  const gradeOptions = gradesOf(edition.code).map((g) => ({ value: String(g.grade), label: g.name }));
  const id = (field: string) => knowFieldId(idPrefix, field);

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
          <SelectOptions empty={t('details.choose')} options={subjects.map((s) => ({ value: String(s.id), label: s.name }))} />
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
          <SelectOptions empty={t('details.noTopic')} options={subject.topics.map((topic) => ({ value: topic.uuid, label: topic.name }))} />
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
            <SelectOptions empty={t('details.noGrade')} options={gradeOptions} />
          </SelectField>
        ))}
      <CheckboxField
        id={id('isPrivate')}
        label={t('details.private')}
        hint={t('details.privateHint')}
        checked={values.isPrivate}
        onChange={(e) => set('isPrivate', e.target.checked)}
      />
      {children}
    </fieldset>
  );
}
