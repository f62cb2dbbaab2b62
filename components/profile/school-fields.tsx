/**
 * School type, grade (one, or several where the country allows it) and region: shared by
 * onboarding and the profile page. Controlled: the parent keeps the values.
 */
import { useTranslation } from '@/lib/i18n/use-translation';
import { CheckboxGroup, SelectField, SelectOptions } from '@/components/ui/form-fields';
import { useEdition } from '@/lib/edition/use-edition';
import { SCHOOL_TYPES, schoolTypeHasGrades, type SchoolValues } from './school-options';
import type { Region } from './use-regions';
import { gradesOf } from '@/lib/config/grades';

export function SchoolFields({
  values,
  onChange,
  regions,
  errors = {},
  idPrefix,
}: {
  values: SchoolValues;
  onChange: (values: SchoolValues) => void;
  regions: Region[];
  errors?: Partial<Record<'schoolType' | 'grade' | 'regionId', string>>;
  idPrefix: string;
}) {
  const { t } = useTranslation('profile');
  const { country } = useEdition();
  const showGrades = country.showGrades && values.schoolType !== '' && schoolTypeHasGrades(values.schoolType);
  // The edition's school years, named as its schools name them (decision 0056).
  const gradeOptions = gradesOf(country.code).map((g) => ({ value: String(g.grade), label: g.name }));
  return (
    <>
      <SelectField
        id={`${idPrefix}-school-type`}
        label={t('school.type')}
        value={values.schoolType}
        onChange={(e) => onChange({ ...values, schoolType: e.target.value })}
        error={errors.schoolType}
      >
        <SelectOptions
          empty={t('school.choose')}
          options={SCHOOL_TYPES.map((type) => ({ value: type, label: t(`school.types.${type}`) }))}
        />
      </SelectField>
      {showGrades &&
        (country.multipleGradeSelection ? (
          <CheckboxGroup
            name={`${idPrefix}-grades`}
            legend={t('school.grades')}
            hint={t('school.gradesHint')}
            options={gradeOptions}
            values={values.grades}
            onChange={(grades) => onChange({ ...values, grades })}
            error={errors.grade}
          />
        ) : (
          <SelectField
            id={`${idPrefix}-grade`}
            label={t('school.grade')}
            value={values.grades[0] ?? ''}
            onChange={(e) => onChange({ ...values, grades: e.target.value ? [e.target.value] : [] })}
            error={errors.grade}
          >
            <SelectOptions empty={t('school.choose')} options={gradeOptions} />
          </SelectField>
        ))}
      {regions.length > 0 && (
        <SelectField
          id={`${idPrefix}-region`}
          label={t('school.region')}
          value={values.regionId}
          onChange={(e) => onChange({ ...values, regionId: e.target.value })}
          error={errors.regionId}
        >
          <SelectOptions
            empty={t('school.choose')}
            options={regions.map((r) => ({ value: r.id, label: r.name }))}
          />
        </SelectField>
      )}
    </>
  );
}
