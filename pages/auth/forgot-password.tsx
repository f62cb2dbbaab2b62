/** /auth/forgot-password (spec §2.1): request a reset link. Not indexed. */
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { shellPage } from '@/components/shell/shell-page';
import { shellStaticProps } from '@/lib/pages/static-page-props';

const ForgotPasswordPage = shellPage('ForgotPasswordPage', {
  head: { namespace: 'auth', title: 'forgotPassword.title', description: 'forgotPassword.intro', noindex: true },
  view: () => <ForgotPasswordForm />,
});

export const getStaticProps = shellStaticProps(['auth']);

export default ForgotPasswordPage;
