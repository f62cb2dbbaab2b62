import type { Subject } from './types';
import { deSubjects } from './de';
import { frSubjects } from './fr';
import { plSubjects } from './pl';
import { itSubjects } from './it';
import { gbSubjects } from './gb';
import { esSubjects } from './es';
import { usSubjects } from './us';

/** Subject lists by catalogue key; lib/config/countries.ts says which country uses which. */
export const subjectLists = {
  de: deSubjects,
  fr: frSubjects,
  pl: plSubjects,
  it: itSubjects,
  gb: gbSubjects,
  es: esSubjects,
  us: usSubjects,
} as const satisfies Record<string, Subject[]>;

export type CatalogueKey = keyof typeof subjectLists;

export type { Subject, Topic, SubjectCatalogue, SubjectColor } from './types';
