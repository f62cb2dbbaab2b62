/**
 * Server side of /ads-survey-redirect (spec §2.1): the same decision as the API route (record the
 * visit, then redirect to the survey), answered as a page so an ad's link is one navigation. When
 * nobody may be sent anywhere, the page says why: 400 for a link to a host that is not allowed,
 * 404 when no survey is running.
 */
import { getEditionForLocale } from '@/lib/config/editions';
import { isLocale } from '@/lib/config/locales';
import { shellPageProps } from '@/lib/pages/static-page-props';
import type { ShellData } from '@/lib/pages/shell-data';
import { getAppContext } from '../http';
import { surveyRedirect } from './redirect';
import { withUnavailablePage } from '../http/page-unavailable';

export interface SurveyPageProps {
  shell: ShellData;
  outcome: 'REFUSED' | 'UNCONFIGURED';
}

export const surveyServerSideProps = withUnavailablePage<SurveyPageProps>(async ({ locale, req, res, resolvedUrl }) => {
  const referer = req.headers.referer;
  const edition = locale && isLocale(locale) ? getEditionForLocale(locale)?.country.code : null;
  const outcome = await surveyRedirect(await getAppContext(), { url: resolvedUrl, referrer: referer ?? null, userId: null, edition });
  res.setHeader('Cache-Control', 'no-store');
  if (outcome.kind === 'REDIRECTED') return { redirect: { destination: outcome.location, permanent: false } };
  res.statusCode = outcome.kind === 'REFUSED' ? 400 : 404;
  return { props: { ...(await shellPageProps(locale, ['polls'])), outcome: outcome.kind } };
});
