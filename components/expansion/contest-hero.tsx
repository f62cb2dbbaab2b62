/** Heading block shared by both contest states. */
import type { ReactNode } from 'react';
import { styled } from 'next-yak';
import { TintedHero, TintedHeroInner } from '@/components/shared/landing-section';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Icon } from '@/components/ui/icons';
import { theme } from '@/styles/theme';

export function ContestHero({ title, badge = false, children }: { title: string; badge?: boolean; children: ReactNode }) {
  const { t } = useTranslation('expansion');
  return (
    <TintedHero $from={theme.colors.pink100} $to={theme.colors.blue100}>
      <TintedHeroInner>
        {badge && (
          <Badge>
            <Icon name="gift" size={18} />
            {t('badge')}
          </Badge>
        )}
        <h1>{title}</h1>
        {children}
      </TintedHeroInner>
    </TintedHero>
  );
}

export const Dates = styled.p`
  display: inline-flex; align-items: center; gap: 8px;
  padding: 8px 14px; border-radius: ${theme.radius.pill}px; background: ${theme.colors.surface}; font-weight: 600;
  && {
    color: ${theme.colors.ink};
  }
  svg {
    flex: none;
    color: ${theme.colors.pink600};
  }
`;

const Badge = styled.span`
  display: inline-flex; align-items: center; gap: 6px;
  margin-bottom: 16px;
  padding: 4px 12px; border-radius: ${theme.radius.pill}px; background: ${theme.colors.pink600}; color: ${theme.colors.surface}; font-size: 0.85rem; font-weight: 700;
`;
