/** es catalogue topic material: one file per subject (lib/config/catalogues/es.ts). */
import type { CatalogueMaterial } from '../types';
import { material as s6001 } from './6001';
import { material as s6002 } from './6002';
import { material as s6003 } from './6003';
import { material as s6004 } from './6004';
import { material as s6005 } from './6005';
import { material as s6006 } from './6006';
import { material as s6007 } from './6007';
import { material as s6008 } from './6008';
import { material as s6009 } from './6009';
import { material as s6010 } from './6010';
import { material as s6011 } from './6011';
import { material as s6012 } from './6012';
import { material as s6013 } from './6013';
import { material as s6014 } from './6014';
import { material as s6015 } from './6015';
import { material as s6016 } from './6016';
import { material as s6017 } from './6017';
import { material as s6018 } from './6018';
import { material as s6019 } from './6019';
import { material as s6020 } from './6020';

export const esMaterial: CatalogueMaterial = {
  6001: s6001,
  6002: s6002,
  6003: s6003,
  6004: s6004,
  6005: s6005,
  6006: s6006,
  6007: s6007,
  6008: s6008,
  6009: s6009,
  6010: s6010,
  6011: s6011,
  6012: s6012,
  6013: s6013,
  6014: s6014,
  6015: s6015,
  6016: s6016,
  6017: s6017,
  6018: s6018,
  6019: s6019,
  6020: s6020,
};
