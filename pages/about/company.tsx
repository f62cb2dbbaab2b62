/** /about/company: mission, story, numbers, values, team and office, careers, press. */
import { Actions, ButtonAppLink, CardGrid, ExternalButtonLink, InfoBox, Prose, Section, Split, useAboutText } from '@/components/shared/about-layout';
import { AboutPage } from '@/components/shared/about-page';
import { OPERATOR, BRAND_LINKS } from '@/lib/config/operator';
import { EDITIONS } from '@/lib/config/editions';
import { shellStaticProps, type ShellPageProps } from '@/lib/pages/static-page-props';

export default function CompanyPage({ shell }: ShellPageProps) {
  const { text, list } = useAboutText();
  return (
    <AboutPage shell={shell} page="company">
      <Section id="mission" title={text('company.mission.title')}>
        <Prose>
          {list<string>('company.mission.paragraphs').map((p) => (
            <p key={p}>{p}</p>
          ))}
        </Prose>
      </Section>

      <Section id="story" title={text('company.story.title')} alt>
        <Prose>
          {list<string>('company.story.paragraphs').map((p) => (
            <p key={p}>{p}</p>
          ))}
        </Prose>
      </Section>

      <Section id="numbers" title={text('company.numbers.title')}>
        <CardGrid items={list('company.numbers.items', { countries: EDITIONS.length })} columns={4} />
      </Section>

      <Section id="values" title={text('company.values.title')} alt>
        <CardGrid items={list('company.values.items')} />
      </Section>

      <Section id="team" title={text('company.team.title')}>
        <Split>
          <Prose>
            <p>{text('company.team.text')}</p>
          </Prose>
          <InfoBox>
            <h3>{text('company.team.officeTitle')}</h3>
            <address>
              {OPERATOR.company}
              <br />
              {OPERATOR.address}
            </address>
          </InfoBox>
        </Split>
      </Section>

      <Section id="careers" title={text('company.careers.title')} alt>
        <Prose>
          <p>{text('company.careers.text')}</p>
        </Prose>
        <Actions>
          <ExternalButtonLink href={BRAND_LINKS.careersUrl} $variant="primary">
            {text('company.careers.cta')}
          </ExternalButtonLink>
        </Actions>
      </Section>

      <Section id="press" title={text('company.press.title')}>
        <Prose>
          <p>{text('company.press.text')}</p>
        </Prose>
        <Actions>
          <ButtonAppLink to="/legal/contact" $variant="secondary">
            {text('company.press.cta')}
          </ButtonAppLink>
        </Actions>
      </Section>
    </AboutPage>
  );
}

export const getStaticProps = shellStaticProps(['about']);
