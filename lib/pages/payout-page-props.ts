/**
 * Props of the payout pages (/profile/payouts..., /app/payouts...): statically generated per
 * locale like /profile (everything personal loads in the browser), and 404 where §9 hides
 * payouts (the edition's country: es-MX, and es-CL, es-AR, es-PE on the default edition).
 */
import type { GetStaticProps } from 'next';
import { payoutsAvailable } from '@/lib/config/payout-access';
import { editionFor } from '@/lib/edition/edition-record';
import { REVALIDATE_SECONDS, shellPageProps } from './static-page-props';

export const getPayoutPageProps: GetStaticProps = async ({ locale }) => {
  if (!payoutsAvailable(editionFor(locale).country.code)) return { notFound: true };
  return { props: await shellPageProps(locale, ['payouts', 'errors', 'competition']), revalidate: REVALIDATE_SECONDS };
};
