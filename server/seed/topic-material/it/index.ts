/** it catalogue topic material: one file per subject (lib/config/catalogues/it.ts). */
import type { CatalogueMaterial } from '../types';
import { material as s4001 } from './4001';
import { material as s4002 } from './4002';
import { material as s4003 } from './4003';
import { material as s4004 } from './4004';
import { material as s4005 } from './4005';
import { material as s4006 } from './4006';
import { material as s4007 } from './4007';
import { material as s4008 } from './4008';
import { material as s4009 } from './4009';
import { material as s4010 } from './4010';
import { material as s4011 } from './4011';
import { material as s4012 } from './4012';
import { material as s4013 } from './4013';
import { material as s4014 } from './4014';
import { material as s4015 } from './4015';
import { material as s4016 } from './4016';
import { material as s4017 } from './4017';
import { material as s4018 } from './4018';
import { material as s4019 } from './4019';
import { material as s4020 } from './4020';
import { material as s4021 } from './4021';

export const itMaterial: CatalogueMaterial = {
  4001: s4001,
  4002: s4002,
  4003: s4003,
  4004: s4004,
  4005: s4005,
  4006: s4006,
  4007: s4007,
  4008: s4008,
  4009: s4009,
  4010: s4010,
  4011: s4011,
  4012: s4012,
  4013: s4013,
  4014: s4014,
  4015: s4015,
  4016: s4016,
  4017: s4017,
  4018: s4018,
  4019: s4019,
  4020: s4020,
  4021: s4021,
};
