/**
 * School facts a profile keeps (spec §3 user attributes schoolType, grade, region). The API
 * stores school type and grade as short strings: a school type key below, and the grade number
 * or, where the country allows several grades (COUNTRIES[code].multipleGradeSelection), the
 * numbers joined with commas ("9,10"). Labels are translated in the profile namespace.
 */
export const SCHOOL_TYPES = ['primary', 'secondary', 'upperSecondary', 'vocational', 'university', 'other'] as const;
export type SchoolType = (typeof SCHOOL_TYPES)[number];

export const GRADES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13'] as const;

export function isSchoolType(value: unknown): value is SchoolType {
  return typeof value === 'string' && (SCHOOL_TYPES as readonly string[]).includes(value);
}

/** School types without grades (the grade question is not asked). */
export function schoolTypeHasGrades(type: string): boolean {
  return type !== 'university' && type !== 'other';
}

export function parseGrades(value: string | null | undefined): string[] {
  if (!value) return [];
  const list = value.split(',').map((g) => g.trim());
  return GRADES.filter((g) => list.includes(g));
}

export function formatGrades(grades: readonly string[]): string | null {
  const list = GRADES.filter((g) => grades.includes(g));
  return list.length ? list.join(',') : null;
}

export interface SchoolValues {
  schoolType: string;
  grades: string[];
  /** Region id as a form value ('' = none). */
  regionId: string;
}

export function schoolValuesOf(user: { schoolType?: string | null; grade?: string | null; regionId?: number | null } | null): SchoolValues {
  return {
    schoolType: isSchoolType(user?.schoolType) ? user.schoolType : '',
    grades: parseGrades(user?.grade),
    regionId: user?.regionId ? String(user.regionId) : '',
  };
}

/** The PATCH users/{uuid} fields for the school values. */
export function schoolPatch(values: SchoolValues, { regionsAsked }: { regionsAsked: boolean }) {
  const withGrades = values.schoolType !== '' && schoolTypeHasGrades(values.schoolType);
  return {
    schoolType: values.schoolType || null,
    grade: withGrades ? formatGrades(values.grades) : null,
    ...(regionsAsked ? { regionId: values.regionId ? Number(values.regionId) : null } : {}),
  };
}
