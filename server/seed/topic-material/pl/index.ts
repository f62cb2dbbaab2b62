/** pl catalogue topic material: one file per subject (lib/config/catalogues/pl.ts). */
import type { CatalogueMaterial } from '../types';
import { material as s3001 } from './3001';
import { material as s3002 } from './3002';
import { material as s3003 } from './3003';
import { material as s3004 } from './3004';
import { material as s3005 } from './3005';
import { material as s3006 } from './3006';
import { material as s3007 } from './3007';
import { material as s3008 } from './3008';
import { material as s3009 } from './3009';
import { material as s3010 } from './3010';
import { material as s3011 } from './3011';
import { material as s3012 } from './3012';
import { material as s3013 } from './3013';
import { material as s3014 } from './3014';
import { material as s3015 } from './3015';
import { material as s3016 } from './3016';
import { material as s3017 } from './3017';
import { material as s3018 } from './3018';
import { material as s3019 } from './3019';

export const plMaterial: CatalogueMaterial = { 3001: s3001, 3002: s3002, 3003: s3003, 3004: s3004, 3005: s3005, 3006: s3006, 3007: s3007, 3008: s3008, 3009: s3009, 3010: s3010, 3011: s3011, 3012: s3012, 3013: s3013, 3014: s3014, 3015: s3015, 3016: s3016, 3017: s3017, 3018: s3018, 3019: s3019, };
