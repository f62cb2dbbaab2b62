/** Heading block shared by both contest states. */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'next-i18next/pages';
import { Icon } from '@/components/home/icons';
import { media, theme } from '@/styles/theme';

export function ContestHero({ title, badge = false, children }: { title: string; badge?: boolean; children: ReactNode }) {
  const { t } = useTranslation('expansion');
  return (
    <Wrap>
      <Inner>
        {badge && (
          <Badge>
            <Icon name="gift" size={18} />
            {t('badge')}
          </Badge>
        )}
        <h1>{title}</h1>
        {children}
      </Inner>
    </Wrap>
  );
}

export const Dates = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 8px 14px;
  background: ${theme.colors.surface};
  border-radius: ${theme.radius.pill}px;
  font-weight: 600;
  && {
    color: ${theme.colors.ink};
  }
  svg {
    flex: none;
    color: ${theme.colors.pink600};
  }
`;

const Wrap = styled.div`
  padding: 48px 16px;
  background: linear-gradient(135deg, ${theme.colors.pink100}, ${theme.colors.blue100});
  ${media.md} {
    padding: 72px 24px;
  }
`;
const Inner = styled.div`
  max-width: ${theme.widths.content}px;
  margin: 0 auto;
  h1 {
    margin: 0 0 16px;
    max-width: 760px;
    font-size: 2.1rem;
    line-height: 1.15;
    letter-spacing: -0.02em;
    ${media.md} {
      font-size: 2.8rem;
    }
  }
  p {
    margin: 0 0 24px;
    max-width: 680px;
    font-size: 1.1rem;
    color: ${theme.colors.inkMuted};
  }
`;
const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-bottom: 16px;
  padding: 4px 12px;
  background: ${theme.colors.pink600};
  color: ${theme.colors.surface};
  border-radius: ${theme.radius.pill}px;
  font-size: 0.85rem;
  font-weight: 700;
`;
