/** /app/onboarding (spec §2.2; query utm_content, redirect): school type, grade and region after sign-up. Not indexed. */
import { OnboardingForm } from '@/components/profile/onboarding-form';
import { shellPage } from '@/components/shell/shell-page';
import { shellStaticProps } from '@/lib/pages/static-page-props';
import { withQueryClient } from '@/lib/api/query-provider';

const OnboardingPage = shellPage('OnboardingPage', {
  head: { namespace: 'profile', title: 'onboarding.title', noindex: true },
  view: () => <OnboardingForm />,
});

export const getStaticProps = shellStaticProps(['profile']);

export default withQueryClient(OnboardingPage);
