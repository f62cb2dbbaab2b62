/**
 * Server side of /knowers/{name-slug}-{uuid}/profile and its /app twin (spec §2.1, §2.2, §5):
 * the id is the segment's trailing uuid; a wrong or missing name part answers 308 to the right
 * address (query kept); an unknown or malformed id is the edition's 404. Rendered per request,
 * like know pages, so a know made private leaves the profile at once.
 */
import type { KnowerProfile } from '@/lib/contract/knowers';
import type { Know, Page } from '@/lib/contract/knows';
import { knowerIdFromSlug, knowerProfilePath, knowerSlug } from '@/lib/knowers/knower-href';
import { isLocale, DEFAULT_LOCALE } from '@/lib/config/locales';
import { localeHref } from '@/lib/links/locale-path';
import { shellPageProps } from '@/lib/pages/static-page-props';
import type { ShellData } from '@/lib/pages/shell-data';
import { getAppContext } from '../http';
import { withUnavailablePage } from '../http/page-unavailable';
import { listKnows } from '../knows/service';
import { getKnowerProfile } from './service';

/** Knows on the first page; "show more" asks the API for the next ones. */
export const PROFILE_KNOWS_PAGE_SIZE = 12;

export interface KnowerProfilePageProps {
  shell: ShellData;
  profile: KnowerProfile;
  firstPage: Page<Know>;
  /** Knows per page, for the client's further pages. */
  pageSize: number;
}

async function findProfile(id: string): Promise<KnowerProfile | null> {
  try {
    return await getKnowerProfile(await getAppContext(), id);
  } catch (error) {
    if ((error as { status?: unknown }).status === 404) return null;
    throw error;
  }
}

export function knowerProfileServerSideProps(variant: 'public' | 'app') {
  return withUnavailablePage<KnowerProfilePageProps>(async ({ locale, params, res, resolvedUrl }) => {
    const raw = typeof params?.slug === 'string' ? params.slug : '';
    const id = knowerIdFromSlug(raw);
    const profile = id ? await findProfile(id) : null;
    if (!profile) return { notFound: true };
    if (raw !== knowerSlug(profile.knower.user.name, profile.knower.uuid)) {
      const query = resolvedUrl.includes('?') ? resolvedUrl.slice(resolvedUrl.indexOf('?')) : '';
      const path = knowerProfilePath(profile.knower, variant);
      const target = localeHref(isLocale(locale) ? locale : DEFAULT_LOCALE, path);
      return { redirect: { destination: `${target}${query}`, permanent: true } };
    }
    const firstPage = await listKnows(await getAppContext(), { knowerUuid: profile.knower.uuid, limit: PROFILE_KNOWS_PAGE_SIZE }, null);
    res.setHeader('Cache-Control', variant === 'public' ? 'public, s-maxage=60, stale-while-revalidate=300' : 'private, no-store');
    return { props: { ...(await shellPageProps(locale, ['knower-profile', 'search', 'chat'])), profile, firstPage, pageSize: PROFILE_KNOWS_PAGE_SIZE } };
  });
}
