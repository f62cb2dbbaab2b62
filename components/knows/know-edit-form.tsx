/**
 * The owner's edit form (decision 0008 PATCH /knows/{uuid}): the one know form
 * (know-form.tsx, shared with creating) in the know's edition, and the cards of a flashcard know. Checked before sending;
 * a failed save keeps everything typed and shows why. Deleting asks first.
 */
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { FormAlert } from '@/components/ui/form-fields';
import { Button } from '@/components/ui/button';
import type { KnowDetail, UpdateKnowBody } from '@/lib/api/know-types';
import { fieldErrors } from '@/lib/api/errors';
import { getSubjects } from '@/lib/config/catalogue';
import { COUNTRIES, type CountryCode } from '@/lib/config/countries';
import { errorToastText } from '@/lib/notifications/toast';
import { DangerButton, KnowDeleteDialog } from './know-delete-dialog';
import { EDIT_LIMITS, hasErrors, updateBodyOf, validateKnowEdit, valuesOf, type KnowEditErrors, type KnowEditValues } from './know-edit-values';
import { useSetImages } from './card-images';
import { KnowFlashcardEditor } from './know-flashcard-editor';
import { KnowForm } from './know-form';

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
  const gradeRules = { showGrades: country?.showGrades ?? true, multipleGradeSelection: country?.multipleGradeSelection ?? false };
  const [values, setValues] = useState<KnowEditValues>(() => valuesOf(know));
  const [errors, setErrors] = useState<KnowEditErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Imported images (decision 0070): shown with their cards, kept unless removed here.
  const images = useSetImages(know.isFlashcardKnow ? know.uuid : null);
  const rules = { subjectRequired: subjects.length > 0, isFlashcardKnow: know.isFlashcardKnow };

  const set = <K extends keyof KnowEditValues>(key: K, value: KnowEditValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const formValues = { ...values, gradeIds: values.grades };
  const messages: Record<string, string> = {};
  for (const [field, key] of Object.entries(errors)) {
    if (!key || field.startsWith('cards')) continue;
    messages[field === 'grades' ? 'gradeIds' : field] = t(key, { max: field === 'description' ? EDIT_LIMITS.descriptionMax : EDIT_LIMITS.titleMax });
  }

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
      await onSubmit(updateBodyOf(values, know, images));
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
      <KnowForm
        idPrefix="know-edit"
        values={formValues}
        onChange={(next) => setValues((v) => ({ ...v, ...next, grades: next.gradeIds }))}
        errors={messages}
        subjects={subjects}
        country={gradeRules}
      >
        {know.isFlashcardKnow && (
          <KnowFlashcardEditor
            cards={values.cards}
            onChange={(cards) => set('cards', cards)}
            errors={errors}
            images={images}
            removedImages={values.removedImages}
            onRemoveImage={(uuid) => set('removedImages', [...values.removedImages, uuid])}
          />
        )}
      </KnowForm>
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
const Footer = styled.div`
  display: flex; flex-wrap: wrap; justify-content: space-between; gap: 12px;
  margin-top: 8px;
`;
