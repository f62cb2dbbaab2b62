import { styled } from 'next-yak';
import { AppLink } from '@/components/ui/app-link';
import { theme } from '@/styles/theme';

export interface Crumb {
  label: string;
  to?: string;
}

export function Breadcrumbs({ items, label }: { items: Crumb[]; label: string }) {
  return (
    <Nav aria-label={label}>
      <ol>
        {items.map((c, i) => (
          <li key={`${c.label}-${i}`}>
            {c.to ? <AppLink to={c.to}>{c.label}</AppLink> : <span aria-current="page">{c.label}</span>}
          </li>
        ))}
      </ol>
    </Nav>
  );
}

const Nav = styled.nav`
  margin: 24px 0 8px;
  font-size: 0.9rem;
  ol {
    list-style: none;
    display: flex; flex-wrap: wrap; gap: 6px;
    padding: 0;
    margin: 0;
  }
  li + li::before {
    content: '›';
    margin-right: 6px;
    color: ${theme.colors.inkMuted};
  }
  span {
    color: ${theme.colors.inkMuted};
  }
`;
