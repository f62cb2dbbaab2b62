/**
 * /about/calendly: "book a call". Links out to the booking calendar (no third-party iframe or
 * script: the CSP forbids them) and offers email as the alternative.
 */
import { Actions, CheckList, EmailCtaPanel, ExternalButtonLink, Section, useAboutText } from '@/components/shared/about-layout';
import { AboutPage } from '@/components/shared/about-page';
import { BRAND_LINKS } from '@/lib/config/operator';
import { shellStaticProps, type ShellPageProps } from '@/lib/pages/static-page-props';

export default function CalendlyPage({ shell }: ShellPageProps) {
  const { text, list } = useAboutText();
  return (
    <AboutPage
      shell={shell}
      page="calendly"
      heroActions={
        <ExternalButtonLink href={BRAND_LINKS.calendlyUrl} $variant="primary">
          {text('calendly.booking.cta')}
        </ExternalButtonLink>
      }
    >
      <Section id="expect" title={text('calendly.expect.title')}>
        <CheckList items={list<string>('calendly.expect.items')} />
      </Section>

      <Section id="audience" title={text('calendly.audience.title')} alt>
        <CheckList items={list<string>('calendly.audience.items')} />
      </Section>

      <Section id="booking" title={text('calendly.booking.title')} intro={text('calendly.booking.text')}>
        <Actions>
          <ExternalButtonLink href={BRAND_LINKS.calendlyUrl} $variant="primary">
            {text('calendly.booking.cta')}
          </ExternalButtonLink>
        </Actions>
      </Section>

      <EmailCtaPanel id="email" title={text('calendly.email.title')} text={text('calendly.email.text')} />
    </AboutPage>
  );
}

export const getStaticProps = shellStaticProps(['about']);
