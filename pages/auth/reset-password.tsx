/** /auth/reset-password?token=… (link of the reset mail, server/accounts/service.ts). Not indexed. */
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { shellPage } from '@/components/shell/shell-page';
import { shellStaticProps } from '@/lib/pages/static-page-props';

const ResetPasswordPage = shellPage('ResetPasswordPage', {
  head: { namespace: 'auth', title: 'resetPassword.title', noindex: true },
  view: () => <ResetPasswordForm />,
});

export const getStaticProps = shellStaticProps(['auth']);

export default ResetPasswordPage;
