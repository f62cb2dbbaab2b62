/** /auth/confirm?confirmationToken=… (link of the confirmation mail, server/accounts/service.ts). Not indexed. */
import { ConfirmEmailView } from '@/components/auth/confirm-email-view';
import { shellPage } from '@/components/shell/shell-page';
import { shellStaticProps } from '@/lib/pages/static-page-props';

const ConfirmEmailPage = shellPage('ConfirmEmailPage', {
  head: { namespace: 'auth', title: 'confirm.title', noindex: true },
  view: () => <ConfirmEmailView />,
});

export const getStaticProps = shellStaticProps(['auth']);

export default ConfirmEmailPage;
