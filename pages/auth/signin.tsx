/** /auth/signin (spec §2.1; query redirect, utm_content). */
import { SignInForm } from '@/components/auth/sign-in-form';
import { shellPage } from '@/components/shell/shell-page';
import { shellStaticProps } from '@/lib/pages/static-page-props';

const SignInPage = shellPage('SignInPage', {
  head: { namespace: 'auth', title: 'signIn.title', description: 'signIn.description' },
  view: () => <SignInForm />,
});

export const getStaticProps = shellStaticProps(['auth', 'security', 'captcha']);

export default SignInPage;
