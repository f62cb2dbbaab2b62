/** gb catalogue topic material: one file per subject (lib/config/catalogues/gb.ts). */
import type { CatalogueMaterial } from '../types';

import { material as s5001 } from './5001';
import { material as s5002 } from './5002';
import { material as s5003 } from './5003';
import { material as s5004 } from './5004';
import { material as s5005 } from './5005';
import { material as s5006 } from './5006';
import { material as s5007 } from './5007';
import { material as s5008 } from './5008';
import { material as s5009 } from './5009';
import { material as s5010 } from './5010';
import { material as s5011 } from './5011';
import { material as s5012 } from './5012';
import { material as s5013 } from './5013';
import { material as s5014 } from './5014';
import { material as s5015 } from './5015';
import { material as s5016 } from './5016';
import { material as s5017 } from './5017';
import { material as s5018 } from './5018';
import { material as s5019 } from './5019';
import { material as s5020 } from './5020';
import { material as s5021 } from './5021';

export const gbMaterial: CatalogueMaterial = {
  5001: s5001,
  5002: s5002,
  5003: s5003,
  5004: s5004,
  5005: s5005,
  5006: s5006,
  5007: s5007,
  5008: s5008,
  5009: s5009,
  5010: s5010,
  5011: s5011,
  5012: s5012,
  5013: s5013,
  5014: s5014,
  5015: s5015,
  5016: s5016,
  5017: s5017,
  5018: s5018,
  5019: s5019,
  5020: s5020,
  5021: s5021,
};
