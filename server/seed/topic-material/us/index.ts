/** us catalogue topic material: one file per subject (lib/config/catalogues/us.ts). */
import type { CatalogueMaterial } from '../types';

import { material as s7001 } from './7001';
import { material as s7002 } from './7002';
import { material as s7003 } from './7003';
import { material as s7004 } from './7004';
import { material as s7005 } from './7005';
import { material as s7006 } from './7006';
import { material as s7007 } from './7007';
import { material as s7008 } from './7008';
import { material as s7009 } from './7009';
import { material as s7010 } from './7010';
import { material as s7011 } from './7011';
import { material as s7012 } from './7012';
import { material as s7013 } from './7013';
import { material as s7014 } from './7014';
import { material as s7015 } from './7015';
import { material as s7016 } from './7016';
import { material as s7017 } from './7017';
import { material as s7018 } from './7018';
import { material as s7019 } from './7019';
import { material as s7020 } from './7020';
import { material as s7021 } from './7021';
import { material as s7022 } from './7022';

export const usMaterial: CatalogueMaterial = {
  7001: s7001,
  7002: s7002,
  7003: s7003,
  7004: s7004,
  7005: s7005,
  7006: s7006,
  7007: s7007,
  7008: s7008,
  7009: s7009,
  7010: s7010,
  7011: s7011,
  7012: s7012,
  7013: s7013,
  7014: s7014,
  7015: s7015,
  7016: s7016,
  7017: s7017,
  7018: s7018,
  7019: s7019,
  7020: s7020,
  7021: s7021,
  7022: s7022,
};
