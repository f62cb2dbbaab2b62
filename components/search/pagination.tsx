/**
 * Result pages as real links (?page=N), so they work without JavaScript and search engines can
 * follow them. The current page is marked with aria-current. With JavaScript, `onNavigate`
 * takes over plain clicks (modified clicks still open a new tab).
 */
import type { MouseEvent } from 'react';
import { styled, css } from 'next-yak';
import { unstyledList } from '@/components/ui/unstyled-list';
import { useTranslation } from '@/lib/i18n/use-translation';
import { theme } from '@/styles/theme';

export interface PaginationProps {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  onNavigate?: (page: number) => void;
}

/** First, last and the pages around the current one; null marks a gap. */
export function pageWindow(page: number, totalPages: number, radius = 2): (number | null)[] {
  const pages = new Set<number>([1, totalPages]);
  for (let p = page - radius; p <= page + radius; p++) if (p >= 1 && p <= totalPages) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) out.push(p - prev === 2 ? p - 1 : null);
    out.push(p);
  });
  return out;
}

export function Pagination({ page, totalPages, hrefFor, onNavigate }: PaginationProps) {
  const { t } = useTranslation('search');
  if (totalPages <= 1) return null;
  const follow = (target: number) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onNavigate(target);
  };
  return (
    <Nav aria-label={t('pagination.label')}>
      <List>
        {page > 1 && (
          <li>
            <PageLink href={hrefFor(page - 1)} rel="prev" onClick={follow(page - 1)}>
              <span aria-hidden="true">‹ </span>
              {t('pagination.previous')}
            </PageLink>
          </li>
        )}
        {pageWindow(page, totalPages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <Current aria-current="page" aria-label={t('pagination.page', { page: p })}>
                  {p}
                </Current>
              ) : (
                <PageLink href={hrefFor(p)} aria-label={t('pagination.page', { page: p })} onClick={follow(p)}>
                  {p}
                </PageLink>
              )}
            </li>
          ),
        )}
        {page < totalPages && (
          <li>
            <PageLink href={hrefFor(page + 1)} rel="next" onClick={follow(page + 1)}>
              {t('pagination.next')}
              <span aria-hidden="true"> ›</span>
            </PageLink>
          </li>
        )}
      </List>
    </Nav>
  );
}

const Nav = styled.nav`
  margin: 24px 0 8px;
`;
const List = styled.ul`
  ${unstyledList};
  display: flex; flex-wrap: wrap; align-items: center; gap: 6px;
  > li[aria-hidden] {
    padding: 0 4px;
    color: ${theme.colors.inkMuted};
  }
`;
const cell = css`
  display: inline-flex; align-items: center; justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 12px;
  border-radius: ${theme.radius.lg}px;
  font-weight: 600;
`;
const PageLink = styled.a`
  ${cell};
  border: 1px solid ${theme.colors.line};
  background: ${theme.colors.surface};
  color: ${theme.colors.blue900};
  text-decoration: none;
  &:hover {
    border-color: ${theme.colors.blue500};
  }
`;
const Current = styled.span`
  ${cell};
  background: ${theme.colors.blue700};
  color: #fff;
`;
