/** Contact prompt at the end of the parents page. */
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ButtonRow, Inner, Lead, Section, SectionTitle } from '@/components/shared/landing-section';
import { ButtonLink } from '@/components/ui/button';
import { BRAND } from '@/lib/config/brand';
import { useEdition } from '@/lib/edition/use-edition';
import { localeHref } from '@/lib/links/locale-path';

export function ContactSection() {
  const { t } = useTranslation('parents');
  const { locale, country } = useEdition();
  return (
    <Section aria-labelledby="contact-title">
      <Centered $narrow>
        <SectionTitle id="contact-title">{t('contact.title')}</SectionTitle>
        <Lead>{t('contact.text', { pro: BRAND.proPlanName })}</Lead>
        <ButtonRow>
          <ButtonLink $variant="primary" href={localeHref(locale.locale, '/legal/contact')}>
            {t('contact.button')}
          </ButtonLink>
        </ButtonRow>
        <Email>
          {t('contact.email')} <a href={`mailto:${country.supportEmail}`}>{country.supportEmail}</a>
        </Email>
      </Centered>
    </Section>
  );
}

const Centered = styled(Inner)`
  text-align: center;
  p {
    margin-left: auto;
    margin-right: auto;
  }
  div {
    justify-content: center;
  }
`;
const Email = styled.p`
  margin: 20px 0 0;
`;
