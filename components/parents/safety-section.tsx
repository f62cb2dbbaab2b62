/** Why Knowly is safe for children: moderation, guidelines, privacy, reporting. */
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { IconName } from '@/components/ui/icons';
import { Inner, Lead, Section, SectionTitle } from '@/components/shared/landing-section';
import { AppLink } from '@/components/ui/app-link';
import { BRAND } from '@/lib/config/brand';
import { ParentsCards } from './parents-cards';

const ITEMS: { key: string; icon: IconName; link?: string }[] = [
  { key: 'moderation', icon: 'eye' },
  { key: 'guidelines', icon: 'book', link: '/legal/guidelines' },
  { key: 'privacy', icon: 'lock', link: '/legal/privacy' },
  { key: 'report', icon: 'flag' },
];

export function SafetySection() {
  const { t } = useTranslation('parents');
  const vars = { brand: BRAND.name };
  return (
    <Section aria-labelledby="safety-title">
      <Inner>
        <SectionTitle id="safety-title">{t('safety.title')}</SectionTitle>
        <Lead>{t('safety.lead', vars)}</Lead>
        <ParentsCards
          section="safety"
          items={ITEMS}
          extra={(item) =>
            item.link && (
              <CardLink>
                <AppLink to={item.link}>{t(`safety.items.${item.key}.link`)}</AppLink>
              </CardLink>
            )
          }
        />
        <More>
          <AppLink to="/about/safety">{t('safety.more', vars)}</AppLink>
        </More>
      </Inner>
    </Section>
  );
}

const CardLink = styled.p`
  && {
    margin-top: 12px;
  }
  a {
    font-weight: 600;
  }
`;
const More = styled.p`
  margin: 28px 0 0;
  font-weight: 700;
`;
