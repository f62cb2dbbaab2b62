/** The reviewer areas (knows, payouts, reports) as a small navigation above each queue. */
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { AppLink } from '@/components/ui/app-link';
import { chipLink, chipRow, currentChipLink } from '@/components/ui/chip-link';
import { theme } from '@/styles/theme';

export function ReviewNav({ active }: { active: 'knows' | 'payouts' | 'reports' }) {
  const { t } = useTranslation('review');
  const { t: tChat } = useTranslation('chat');
  const items = [
    { key: 'knows', to: '/app/review', label: t('nav.knows') },
    { key: 'payouts', to: '/app/review/payouts', label: t('nav.payouts') },
    { key: 'reports', to: '/app/review/reports', label: tChat('review.nav') },
  ] as const;
  return (
    <Nav aria-label={t('nav.label')}>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <AppLink to={item.to} aria-current={item.key === active ? 'page' : undefined}>
              {item.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </Nav>
  );
}

const Nav = styled.nav`
  margin-bottom: 16px;
  ul {
    ${chipRow};
  }
  /* The links: chips with 16px sides. */
  a {
    ${chipLink};
    padding: 0 16px;
  }
  ${currentChipLink};
  --chip-color: ${theme.colors.blue900};
`;
