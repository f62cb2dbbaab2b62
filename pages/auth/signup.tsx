/** /auth/signup (spec §2.1; query redirect, utm_content, title). */
import { SignUpForm } from '@/components/auth/sign-up-form';
import { shellPage } from '@/components/shell/shell-page';
import { shellStaticProps } from '@/lib/pages/static-page-props';

const SignUpPage = shellPage('SignUpPage', {
  head: { namespace: 'auth', title: 'signUp.title', description: 'signUp.description' },
  view: () => <SignUpForm />,
});

export const getStaticProps = shellStaticProps(['auth']);

export default SignUpPage;
