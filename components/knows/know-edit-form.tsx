/**
 * The owner's edit form (decision 0008 PATCH /knows/{uuid}): title, description, subject and
 * topic from the catalogue of the know's edition, grades (several only where the country allows
 * multiple grade selection), private, and the cards of a flashcard know. Checked before sending;
 * a failed save keeps everything typed and shows why. Deleting asks first.
 */
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { CheckboxField, CheckboxGroup, FormAlert, SelectField, TextField } from '@/components/ui/form-fields';
import { Button } from '@/components/ui/button';
import type { KnowDetail, UpdateKnowBody } from '@/lib/api/know-types';
import { fieldErrors } from '@/lib/api/errors';
import { getSubjects } from '@/lib/config/catalogue';
import { COUNTRIES, type CountryCode } from '@/lib/config/countries';
import { errorToastText } from '@/lib/notifications/toast';
import { theme } from '@/styles/theme';
import { DangerButton, KnowDeleteDialog } from './know-delete-dialog';
import { EDIT_LIMITS, hasErrors, updateBodyOf, validateKnowEdit, valuesOf, type KnowEditErrors, type KnowEditValues } from './know-edit-values';
import { KnowFlashcardEditor } from './know-flashcard-editor';

const GRADES = Array.from({ length: 13 }, (_, i) => String(i + 1));
/** API field names (FormValidationError data.fields) to the form's own. */
const SERVER_FIELDS: Record<string, string> = {
  title: 'title',
  description: 'description',
  subjectId: 'subjectId',
  topicUuid: 'subjectId',
  gradeIds: 'grades',
  flashcards: 'cards',
};

export function KnowEditForm({
  know,
  onSubmit,
  onDelete,
}: {
  know: KnowDetail;
  /** PATCH; resolves with the saved know (the caller navigates on). */
  onSubmit: (body: UpdateKnowBody) => Promise<unknown>;
  onDelete: () => Promise<void>;
}) {
  const { t } = useTranslation('knows');
  const country = COUNTRIES[know.countryCode as CountryCode];
  const subjects = useMemo(() => (country ? getSubjects(country.code) : []), [country]);
  const multipleGrades = country?.multipleGradeSelection ?? false;
  const [values, setValues] = useState<KnowEditValues>(() => valuesOf(know));
  const [errors, setErrors] = useState<KnowEditErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const topics = subjects.find((s) => String(s.id) === values.subjectId)?.topics ?? [];
  const rules = { subjectRequired: subjects.length > 0, isFlashcardKnow: know.isFlashcardKnow };

  const set = <K extends keyof KnowEditValues>(key: K, value: KnowEditValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const message = (key: string | undefined, options?: Record<string, unknown>) => (key ? t(key, options) : undefined);

  const focusFirstError = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = async () => {
    const found = validateKnowEdit(values, rules);
    setErrors(found);
    setFormError(null);
    if (hasErrors(found)) {
      setFormError(t('edit.errors.fix'));
      focusFirstError();
      return;
    }
    setSaving(true);
    try {
      await onSubmit(updateBodyOf(values, know));
    } catch (error) {
      const fields = fieldErrors(error);
      const mapped: KnowEditErrors = {};
      for (const name of Object.keys(fields)) mapped[SERVER_FIELDS[name] ?? name] = 'edit.errors.invalid';
      setErrors(mapped);
      setFormError(Object.keys(fields).length > 0 ? t('edit.errors.fix') : (errorToastText(error, t) ?? t('edit.errors.saveFailed')));
      focusFirstError();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form
      ref={formRef}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {formError && <FormAlert>{formError}</FormAlert>}
      <TextField
        label={t('edit.title')}
        value={values.title}
        maxLength={EDIT_LIMITS.titleMax}
        onChange={(e) => set('title', e.target.value)}
        error={message(errors.title, { max: EDIT_LIMITS.titleMax })}
        required
      />
      <TextArea>
        <label htmlFor="know-description">{t('edit.description')}</label>
        <textarea
          id="know-description"
          rows={5}
          value={values.description}
          maxLength={EDIT_LIMITS.descriptionMax}
          onChange={(e) => set('description', e.target.value)}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? 'know-description-error' : undefined}
        />
        {errors.description && (
          <ErrorText id="know-description-error">{t(errors.description, { max: EDIT_LIMITS.descriptionMax })}</ErrorText>
        )}
      </TextArea>
      {subjects.length > 0 && (
        <SelectField
          label={t('edit.subject')}
          value={values.subjectId}
          onChange={(e) => setValues((v) => ({ ...v, subjectId: e.target.value, topicUuid: '' }))}
          error={message(errors.subjectId)}
          required
        >
          <option value="">{t('edit.chooseSubject')}</option>
          {subjects.map((s) => (
            <option key={s.id} value={String(s.id)}>
              {s.name}
            </option>
          ))}
        </SelectField>
      )}
      {topics.length > 0 && (
        <SelectField label={t('edit.topic')} value={values.topicUuid} onChange={(e) => set('topicUuid', e.target.value)}>
          <option value="">{t('edit.noTopic')}</option>
          {topics.map((topic) => (
            <option key={topic.uuid} value={topic.uuid}>
              {topic.name}
            </option>
          ))}
        </SelectField>
      )}
      {multipleGrades ? (
        <CheckboxGroup
          name="know-grades"
          legend={t('edit.grades')}
          hint={t('edit.gradesHint')}
          options={GRADES.map((g) => ({ value: g, label: t('grades.option', { grade: g }) }))}
          values={values.grades}
          onChange={(grades) => set('grades', grades)}
          error={message(errors.grades)}
        />
      ) : (
        <SelectField
          label={t('edit.grade')}
          value={values.grades[0] ?? ''}
          onChange={(e) => set('grades', e.target.value ? [e.target.value] : [])}
          error={message(errors.grades)}
        >
          <option value="">{t('edit.noGrade')}</option>
          {GRADES.map((g) => (
            <option key={g} value={g}>
              {t('grades.option', { grade: g })}
            </option>
          ))}
        </SelectField>
      )}
      <CheckboxField
        label={t('edit.private')}
        hint={t('edit.privateHint')}
        checked={values.isPrivate}
        onChange={(e) => set('isPrivate', e.target.checked)}
      />
      {know.isFlashcardKnow && <KnowFlashcardEditor cards={values.cards} onChange={(cards) => set('cards', cards)} errors={errors} />}
      <Footer>
        <Button type="submit" loading={saving} delayLoader loadingLabel={t('edit.saving')}>
          {t('edit.save')}
        </Button>
        <DangerButton onClick={() => setDeleteOpen(true)}>{t('delete.open')}</DangerButton>
      </Footer>
      <KnowDeleteDialog open={deleteOpen} title={know.title} onClose={() => setDeleteOpen(false)} onDelete={onDelete} />
    </Form>
  );
}

const Form = styled.form`
  max-width: 680px;
`;
const TextArea = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: 18px;
  label {
    font-weight: 600;
  }
  textarea {
    font: inherit;
    padding: 10px 14px;
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius.md}px;
    resize: vertical;
  }
  textarea[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
    box-shadow: 0 0 0 1px ${theme.colors.danger};
  }
`;
const ErrorText = styled.p`
  margin: 0;
  color: ${theme.colors.danger};
  font-size: 0.92rem;
  font-weight: 600;
`;
const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 12px;
  margin-top: 8px;
`;
