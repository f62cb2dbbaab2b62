/** Heading block shared by both contest states. */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { TintedHero, TintedHeroInner } from '@/components/shared/landing-section';
import { useTranslation } from '@/lib/i18n/use-translation';
import { flexRow, pill } from '@/components/ui/flex-layout';
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
  ${flexRow({ inline: true, align: 'center', gap: 8 })}
  ${pill({ padding: '8px 14px', background: theme.colors.surface, fontWeight: 600 })}
  && {
    color: ${theme.colors.ink};
  }
  svg {
    flex: none;
    color: ${theme.colors.pink600};
  }
`;

const Badge = styled.span`
  ${flexRow({ inline: true, align: 'center', gap: 6 })}
  margin-bottom: 16px;
  ${pill({ padding: '4px 12px', background: theme.colors.pink600, color: theme.colors.surface, fontSize: '0.85rem', fontWeight: 700 })}
`;
