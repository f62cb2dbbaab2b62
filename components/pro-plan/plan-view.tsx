/**
 * The plan page (/pro-plan, decision 0032): what Pro unlocks, both prices with their checkout,
 * the FAQ. Every section has an id so links can open it (/pro-plan#prices); `utm_content` of the
 * address travels on to the checkout events and the sign-in.
 */
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useQueryParam } from '@/components/shared/use-query-param';
import { FaqList } from '@/components/shared/faq-list';
import { Inner, Lead, Section, SectionTitle } from '@/components/shared/landing-section';
import { BRAND } from '@/lib/config/brand';
import { media, theme } from '@/styles/theme';
import { PlanPrices, type PlanPrices as Prices } from './plan-prices';

/** The page's section anchors, in order. */
export const PLAN_SECTIONS = ['features', 'prices', 'faq'] as const;
const FEATURES = ['fullKnows', 'allDevices', 'family', 'cancel'] as const;
const FAQ = ['what', 'unlocks', 'family', 'activate', 'cancel', 'payment'] as const;

export function PlanView({ prices }: { prices: Prices }) {
  const { t } = useTranslation('pro-plan');
  const utmContent = useQueryParam('utm_content');
  const vars = { pro: BRAND.proPlanName, brand: BRAND.name };
  return (
    <>
      <Hero $tone="dark" aria-labelledby="pro-title">
        <Inner $narrow>
          <h1 id="pro-title">{t('hero.title', vars)}</h1>
          <Lead $onDark>{t('hero.lead', vars)}</Lead>
          <nav aria-label={t('hero.sectionsLabel')}>
            <Anchors>
              {PLAN_SECTIONS.map((id) => (
                <li key={id}>
                  <a href={`#${id}`}>{t(`sections.${id}`)}</a>
                </li>
              ))}
            </Anchors>
          </nav>
        </Inner>
      </Hero>
      <AnchoredSection id="features" aria-labelledby="features-title">
        <Inner $narrow>
          <SectionTitle id="features-title">{t('features.title', vars)}</SectionTitle>
          <Features>
            {FEATURES.map((f) => (
              <li key={f}>
                <h3>{t(`features.${f}.title`, vars)}</h3>
                <p>{t(`features.${f}.text`, vars)}</p>
              </li>
            ))}
          </Features>
        </Inner>
      </AnchoredSection>
      <AnchoredSection id="prices" $tone="alt" aria-labelledby="prices-title">
        <Inner $narrow>
          <SectionTitle id="prices-title">{t('prices.title', vars)}</SectionTitle>
          <PlanPrices prices={prices} utmContent={utmContent} />
        </Inner>
      </AnchoredSection>
      <AnchoredSection id="faq" aria-labelledby="faq-title">
        <Inner $narrow>
          <SectionTitle id="faq-title">{t('faq.title')}</SectionTitle>
          <FaqList items={FAQ.map((id) => ({ id, question: t(`faq.${id}.question`, vars), answer: t(`faq.${id}.answer`, vars) }))} />
        </Inner>
      </AnchoredSection>
    </>
  );
}

const Hero = styled(Section)`
  h1 {
    margin: 0 0 12px;
    font-size: 2.2rem;
    ${media.md} {
      font-size: 3rem;
    }
  }
`;
const Anchors = styled.ul`
  display: flex; flex-wrap: wrap; gap: 12px;
  margin: 24px 0 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: 8px 16px; border-radius: ${theme.radius.pill}px; color: ${theme.colors.surface}; font-weight: 600;
    border: 1px solid ${theme.colors.blue100};
    text-decoration: none;
  }
`;
const Features = styled.ul`
  display: grid;
  gap: 20px;
  margin: 24px 0 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
  li {
    padding: 20px;
    border-radius: ${theme.radius.xl}px;
    border: 1px solid ${theme.colors.line};
  }
  h3 {
    margin: 0 0 6px;
    color: ${theme.colors.blue900};
  }
  p {
    margin: 0;
    color: ${theme.colors.inkMuted};
  }
`;

/**
 * A section the hero's links (and the way back from sign-in and checkout, /pro-plan#prices) scroll
 * to: it stops below the fixed top bar, whose height would otherwise cover its title on phones.
 */
const AnchoredSection = styled(Section)`
  scroll-margin-top: ${theme.navbarHeight}px;
`;
