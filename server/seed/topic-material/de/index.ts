/** de catalogue topic material: one file per subject (lib/config/catalogues/de.ts). */
import type { CatalogueMaterial } from '../types';
import { material as s1001 } from './1001';
import { material as s1002 } from './1002';
import { material as s1003 } from './1003';
import { material as s1004 } from './1004';
import { material as s1005 } from './1005';
import { material as s1006 } from './1006';
import { material as s1007 } from './1007';
import { material as s1008 } from './1008';
import { material as s1009 } from './1009';
import { material as s1010 } from './1010';
import { material as s1011 } from './1011';
import { material as s1012 } from './1012';
import { material as s1013 } from './1013';
import { material as s1014 } from './1014';
import { material as s1015 } from './1015';
import { material as s1016 } from './1016';
import { material as s1017 } from './1017';
import { material as s1018 } from './1018';
import { material as s1019 } from './1019';
import { material as s1020 } from './1020';
import { material as s1021 } from './1021';

export const deMaterial: CatalogueMaterial = { 1001: s1001, 1002: s1002, 1003: s1003, 1004: s1004, 1005: s1005, 1006: s1006, 1007: s1007, 1008: s1008, 1009: s1009, 1010: s1010, 1011: s1011, 1012: s1012, 1013: s1013, 1014: s1014, 1015: s1015, 1016: s1016, 1017: s1017, 1018: s1018, 1019: s1019, 1020: s1020, 1021: s1021, };
