/**
 * /about/calendly: "book a call". Links out to the booking calendar (no third-party iframe or
 * script: the CSP forbids them) and offers email as the alternative.
 */
import {
  AboutHero,
  Actions,
  CheckList,
  CtaPanel,
  ExternalButtonLink,
  Section,
  useAboutText,
} from '@/components/shared/about-layout';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { ButtonLink } from '@/components/ui/button';
import { OPERATOR, BRAND_LINKS } from '@/lib/config/operator';
import { shellStaticProps, type ShellPageProps } from '@/lib/pages/static-page-props';

export default function CalendlyPage({ shell }: ShellPageProps) {
  const { text, list } = useAboutText();
  const email = OPERATOR.email;
  return (
    <PageShell shell={shell} header="light">
      <PageHead title={text('calendly.metaTitle')} description={text('calendly.metaDescription')} />
      <AboutHero eyebrow={text('calendly.eyebrow')} title={text('calendly.title')} lead={text('calendly.lead')}>
        <ExternalButtonLink href={BRAND_LINKS.calendlyUrl} $variant="primary">
          {text('calendly.booking.cta')}
        </ExternalButtonLink>
      </AboutHero>

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

      <CtaPanel id="email" title={text('calendly.email.title')} text={text('calendly.email.text')}>
        <ButtonLink href={`mailto:${email}`} $variant="secondary">
          {email}
        </ButtonLink>
      </CtaPanel>
    </PageShell>
  );
}

export const getStaticProps = shellStaticProps(['about']);
