/**
 * /about/safety: safety centre: guidelines summary, reporting, protecting young people, privacy
 * and cookie settings, account security, and how to contact the team about a concern.
 */
import { styled } from 'next-yak';
import { Actions, ButtonAppLink, CheckList, EmailCtaPanel, InfoBox, Prose, Section, Split, Steps, useAboutText } from '@/components/shared/about-layout';
import { CookieSettingsButton } from '@/components/about/cookie-settings-button';
import { AboutPage } from '@/components/shared/about-page';
import { useEdition } from '@/lib/edition/use-edition';
import { shellStaticProps, type ShellPageProps } from '@/lib/pages/static-page-props';
import { theme } from '@/styles/theme';

export default function SafetyPage({ shell }: ShellPageProps) {
  const { text, list } = useAboutText();
  const { country } = useEdition();
  return (
    <AboutPage shell={shell} page="safety">
      <Section id="guidelines" title={text('safety.guidelines.title')} intro={text('safety.guidelines.intro')}>
        <CheckList items={list<string>('safety.guidelines.items')} />
        <AppLinkParagraph>
          <ButtonAppLink to="/legal/guidelines" $variant="secondary">
            {text('safety.guidelines.link')}
          </ButtonAppLink>
        </AppLinkParagraph>
      </Section>

      <Section id="reporting" title={text('safety.reporting.title')} intro={text('safety.reporting.intro')} alt>
        <Steps items={list('safety.reporting.items')} />
        <Notice role="note">{text('safety.reporting.emergency')}</Notice>
      </Section>

      <Section id="minors" title={text('safety.minors.title')}>
        <Prose>
          {country.minimumAge !== null && (
            <p>
              <strong>{text('safety.minors.minimumAge', { age: country.minimumAge })}</strong>
            </p>
          )}
          <p>{text('safety.minors.text')}</p>
        </Prose>
        <CheckList items={list<string>('safety.minors.items')} />
      </Section>

      <Section id="privacy" title={text('safety.privacy.title')} alt>
        <Split>
          <div>
            <Prose>
              <p>{text('safety.privacy.text')}</p>
            </Prose>
            <Actions>
              <ButtonAppLink to="/legal/privacy" $variant="secondary">
                {text('safety.privacy.link')}
              </ButtonAppLink>
            </Actions>
          </div>
          {country.flags.showCookieBanner && (
            <InfoBox>
              <p>{text('safety.privacy.cookiesText')}</p>
              <CookieSettingsButton label={text('safety.privacy.cookiesButton')} />
            </InfoBox>
          )}
        </Split>
      </Section>

      <Section id="account" title={text('safety.account.title')}>
        <CheckList items={list<string>('safety.account.items')} />
      </Section>

      <EmailCtaPanel id="contact" title={text('safety.contact.title')} text={text('safety.contact.text')} />
    </AboutPage>
  );
}

const AppLinkParagraph = styled.div`
  margin-top: 8px;
`;
const Notice = styled.p`
  margin: 24px 0 0;
  max-width: 70ch;
  padding: 16px 20px;
  border-left: 4px solid ${theme.colors.danger};
  border-radius: ${theme.radius.md}px;
  background: ${theme.colors.surface};
  font-weight: 600;
`;

export const getStaticProps = shellStaticProps(['about']);
