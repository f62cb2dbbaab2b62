/** fr catalogue topic material: one file per subject (lib/config/catalogues/fr.ts). */
import type { CatalogueMaterial } from '../types';
import { material as s2001 } from './2001';
import { material as s2002 } from './2002';
import { material as s2003 } from './2003';
import { material as s2004 } from './2004';
import { material as s2005 } from './2005';
import { material as s2006 } from './2006';
import { material as s2007 } from './2007';
import { material as s2008 } from './2008';
import { material as s2009 } from './2009';
import { material as s2010 } from './2010';
import { material as s2011 } from './2011';
import { material as s2012 } from './2012';
import { material as s2013 } from './2013';
import { material as s2014 } from './2014';
import { material as s2015 } from './2015';
import { material as s2016 } from './2016';
import { material as s2017 } from './2017';

export const frMaterial: CatalogueMaterial = {
  2001: s2001,
  2002: s2002,
  2003: s2003,
  2004: s2004,
  2005: s2005,
  2006: s2006,
  2007: s2007,
  2008: s2008,
  2009: s2009,
  2010: s2010,
  2011: s2011,
  2012: s2012,
  2013: s2013,
  2014: s2014,
  2015: s2015,
  2016: s2016,
  2017: s2017,
};
