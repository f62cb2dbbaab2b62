/**
 * The footer line of sign-in and sign-up that offers the other form ("No account yet? Sign up"),
 * carrying on the visit's redirect (made safe) and utm_content.
 */
import { TextLink } from '@/components/shared/auth-layout';
import { safeRedirect } from '@/components/shared/redirect';
import { useQueryParam } from '@/components/shared/use-query-param';
import { useEdition } from '@/lib/edition/use-edition';
import { localeHref } from '@/lib/links/locale-path';

export function SwitchFormLink({ to, question, link }: { to: '/auth/signin' | '/auth/signup'; question: string; link: string }) {
  const { locale } = useEdition();
  const redirect = useQueryParam('redirect');
  const utmContent = useQueryParam('utm_content');
  return (
    <p>
      {question} <TextLink href={localeHref(locale.locale, to, { redirect: safeRedirect(redirect), utm_content: utmContent })}>{link}</TextLink>
    </p>
  );
}
