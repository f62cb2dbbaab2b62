/** Demo topic material by catalogue (see ./types.ts). A catalogue without files has none yet. */
import type { CatalogueKey } from '@/lib/config/catalogues';
import type { CatalogueMaterial, TopicMaterial } from './types';
import { deMaterial } from './de';
import { esMaterial } from './es';
import { frMaterial } from './fr';
import { gbMaterial } from './gb';
import { itMaterial } from './it';
import { plMaterial } from './pl';
import { usMaterial } from './us';

const byCatalogue: Record<CatalogueKey, CatalogueMaterial> = {
  de: deMaterial,
  es: esMaterial,
  fr: frMaterial,
  gb: gbMaterial,
  it: itMaterial,
  pl: plMaterial,
  us: usMaterial,
};

/** @internal tests and tools only (knip --production). */
export function catalogueMaterial(key: CatalogueKey): CatalogueMaterial {
  return byCatalogue[key];
}

export function topicMaterial(key: CatalogueKey, subjectId: number, topicSlug: string): TopicMaterial | null {
  return byCatalogue[key][subjectId]?.[topicSlug] ?? null;
}

export type { TopicMaterial } from './types';
