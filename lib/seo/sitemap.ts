/** robots.txt and the XML sitemap for one edition (spec §2.4 page head; issue 2 §6). */
import { AI_PUBLIC_ROUTES } from '../config/ai-tools';
import { getSubjects, subjectSlug } from '../config/catalogue';
import { COUNTRIES } from '../config/countries';
import type { Edition } from '../config/editions';
import { isFeatureLive } from '../config/features';
import { legalDocumentsFor } from '../config/legal';
import { localeHref } from '../links/locale-path';

export const PUBLIC_STATIC_ROUTES = [
  '/',
  '/subjects',
  '/about/company',
  '/about/advertise',
  '/about/calendly',
  '/about/download',
  '/about/safety',
  '/expansion',
] as const;

/**
 * The edition's public pages. `extraPaths` are canonical paths read by the caller (the public
 * knows, from server/); lib/ itself never reads the database.
 */
export function sitemapPaths(edition: Edition, extraPaths: readonly string[] = []): string[] {
  const code = edition.country.code;
  const subjects = getSubjects(code);
  const paths: string[] = [
    ...PUBLIC_STATIC_ROUTES,
    ...(isFeatureLive('university') ? AI_PUBLIC_ROUTES : []),
    ...(COUNTRIES[code].flags.hasParentsPages ? ['/for-parents'] : []),
    ...(COUNTRIES[code].flags.hasPlusPlan ? ['/pro-plan'] : []),
    ...legalDocumentsFor(COUNTRIES[code]).map((doc) => `/legal/${doc}`),
    ...subjects.map((s) => `/subjects/${subjectSlug(s)}`),
    ...subjects.flatMap((s) => (s.studyGuideSlug ? [`/subjects/study-guide/${s.studyGuideSlug}`] : [])),
    ...subjects.flatMap((s) => s.topics.map((t) => `/topics/${t.uuid}`)),
    ...extraPaths,
  ];
  return paths.map((p) => localeHref(edition.locale, p));
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`);
}

export function sitemapXml(edition: Edition, origin: string, extraPaths: readonly string[] = []): string {
  const urls = sitemapPaths(edition, extraPaths)
    .map((p) => `  <url><loc>${escapeXml(`${origin}${p}`)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /app/', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
