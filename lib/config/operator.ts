/**
 * Operator details and the brand's other external links: apart from lib/config/brand.ts, which
 * every page's shell reads, so the landing ships only what it shows (decision 0013).
 */
import { BRAND } from './brand';

/** Operator details shown in the imprint and legal pages. */
export const OPERATOR = {
  company: BRAND.company,
  address: 'Rosenthaler Straße 40, 10178 Berlin, Germany',
  representative: 'Lena Hoffmann, Jonas Weber (Managing Directors)',
  register: 'Amtsgericht Berlin-Charlottenburg, HRB 234567 B',
  vatId: 'DE345678912',
  email: 'hello@knowly.com',
  legalUpdatedOn: '2026-11-01',
} as const;

/** Community, careers and partner links. */
export const BRAND_LINKS = {
  discordUrl: 'https://discord.gg/knowly',
  careersUrl: 'https://jobs.knowly.com',
  calendlyUrl: 'https://calendly.com/knowly/partnerships',
  knowerGuideUrl: 'https://help.knowly.com/knower-guide',
  knowerCallUrl: 'https://calendly.com/knowly/knower-call',
} as const;
