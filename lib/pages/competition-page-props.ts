/**
 * Props of the competition pages (/profile/payouts/competition and its prize claim form): the
 * shell and the competition's strings, or the 404 page where §9 hides payouts (the competition's
 * prizes are payouts).
 */
import type { GetStaticProps } from 'next';
import { payoutsHidden } from '@/lib/config/country-facts';
import { editionFor } from '@/lib/edition/edition-record';
import { REVALIDATE_SECONDS, shellPageProps } from './static-page-props';

export const getCompetitionPageProps: GetStaticProps = async ({ locale }) => {
  if (payoutsHidden(editionFor(locale).country)) return { notFound: true, revalidate: REVALIDATE_SECONDS };
  return { props: await shellPageProps(locale, ['competition']), revalidate: REVALIDATE_SECONDS };
};
