/** Content packs by base language of the edition's locale (es-CO -> es, pt-BR -> pt, en-GB -> en). */
import type { ContentPack } from './types';
import { cs } from './cs';
import { de } from './de';
import { el } from './el';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { pl } from './pl';
import { pt } from './pt';
import { ro } from './ro';
import { tr } from './tr';

const PACKS: Record<string, ContentPack> = { cs, de, el, en, es, fr, it, pl, pt, ro, tr };

export function contentPack(locale: string): ContentPack {
  const pack = PACKS[locale.split('-')[0]!.toLowerCase()];
  if (!pack) throw new Error(`no seed content for ${locale}`);
  return pack;
}
