/**
 * "Sign in" and "sign up" side by side, both coming back to `returnTo` afterwards: what a visitor
 * is offered where a page needs an account (a shared chat link, a know's download). The caller
 * lays the pair out and words it.
 */
import { ButtonLink } from '@/components/ui/button';
import { useEdition } from '@/lib/edition/use-edition';
import { localeHref } from '@/lib/links/locale-path';

/** `returnTo` is an href of this locale (localeHref); the labels are the caller's words. */
export function SignInButtons({ returnTo, signIn, signUp }: { returnTo: string; signIn: string; signUp: string }) {
  const { locale } = useEdition();
  return (
    <>
      <ButtonLink $variant="primary" href={localeHref(locale.locale, '/auth/signin', { redirect: returnTo })}>
        {signIn}
      </ButtonLink>
      <ButtonLink $variant="secondary" href={localeHref(locale.locale, '/auth/signup', { redirect: returnTo })}>
        {signUp}
      </ButtonLink>
    </>
  );
}
