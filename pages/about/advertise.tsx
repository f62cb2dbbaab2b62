/** /about/advertise: advertising to students, responsibly; formats; contact via /about/calendly. */
import { ButtonAppLink, CardGrid, CheckList, CtaPanel, Section, Steps, useAboutText } from '@/components/shared/about-layout';
import { AboutPage } from '@/components/shared/about-page';
import { shellStaticProps, type ShellPageProps } from '@/lib/pages/static-page-props';

export default function AdvertisePage({ shell }: ShellPageProps) {
  const { text, list } = useAboutText();
  return (
    <AboutPage
      shell={shell}
      page="advertise"
      heroActions={
        <ButtonAppLink to="/about/calendly" $variant="primary">
          {text('advertise.cta')}
        </ButtonAppLink>
      }
    >
      <Section id="why" title={text('advertise.why.title')} intro={text('advertise.why.intro')}>
        <CardGrid items={list('advertise.why.items')} />
      </Section>

      <Section id="responsible" title={text('advertise.responsible.title')} intro={text('advertise.responsible.intro')} alt>
        <CheckList items={list<string>('advertise.responsible.items')} />
      </Section>

      <Section id="formats" title={text('advertise.formats.title')} intro={text('advertise.formats.intro')}>
        <CardGrid items={list('advertise.formats.items')} />
      </Section>

      <Section id="process" title={text('advertise.process.title')} alt>
        <Steps items={list('advertise.process.items')} />
      </Section>

      <CtaPanel id="contact" title={text('advertise.contact.title')} text={text('advertise.contact.text')}>
        <ButtonAppLink to="/about/calendly" $variant="secondary">
          {text('advertise.cta')}
        </ButtonAppLink>
      </CtaPanel>
    </AboutPage>
  );
}

export const getStaticProps = shellStaticProps(['about']);
