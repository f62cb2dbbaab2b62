/**
 * Result counts per subject, grade and format (decision 0060), each a link that narrows the
 * search to it; the chosen one is marked and links back to the search without it. Links work
 * without JavaScript; with it they navigate like the form does. When the search found more than it
 * counts (decision 0072), the counts are of the hits counted: shown as "312+", read "at least 312".
 */
import type { MouseEvent } from 'react';
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { SearchFacets as Facets } from '@/lib/contract/search';
import { gradeName } from '@/lib/config/grades';
import { useEdition } from '@/lib/edition/use-edition';
import type { MenuSubject } from '@/lib/pages/shell-data';
import { chipRow, surfaceChipLink } from '@/components/ui/chip-link';
import { media, theme } from '@/styles/theme';
import type { SearchState } from './search-query';

export interface SearchFacetsProps {
  facets: Facets;
  /** The counts are lower bounds (the response's moreResults). */
  atLeast?: boolean;
  state: SearchState;
  subjects: MenuSubject[];
  hrefFor: (state: SearchState) => string;
  onNavigate?: (state: SearchState) => void;
}

interface Entry {
  key: string;
  label: string;
  count: number;
  selected: boolean;
  next: SearchState;
}

export function SearchFacets({ facets, atLeast = false, state, subjects, hrefFor, onNavigate }: SearchFacetsProps) {
  const { t } = useTranslation('search');
  const { country } = useEdition();
  const base = { ...state, page: 1 };
  const names = new Map(subjects.map((s) => [s.id, s.name]));
  const groups: { title: string; entries: Entry[] }[] = [
    {
      title: t('search.subjectLabel'),
      entries: facets.subjects
        .filter((f) => names.has(f.subjectId))
        .map((f) => {
          const selected = state.subjectId === f.subjectId;
          return {
            key: `s${f.subjectId}`,
            label: names.get(f.subjectId)!,
            count: f.count,
            selected,
            next: selected ? { ...base, subjectId: null, topicUuid: null } : { ...base, subjectId: f.subjectId, topicUuid: null },
          };
        }),
    },
    {
      title: t('search.gradeLabel'),
      entries: facets.grades.map((f) => {
        const selected = state.gradeId === f.gradeId;
        return { key: `g${f.gradeId}`, label: gradeName(country.code, f.gradeId), count: f.count, selected, next: { ...base, gradeId: selected ? null : f.gradeId } };
      }),
    },
    {
      title: t('search.formatLabel'),
      entries: facets.formats.map((f) => {
        const selected = state.knowFormat === f.knowFormat;
        return { key: f.knowFormat, label: t(`search.format.${f.knowFormat}`), count: f.count, selected, next: { ...base, knowFormat: selected ? null : f.knowFormat } };
      }),
    },
  ].filter((g) => g.entries.length > 0);
  if (groups.length === 0) return null;

  const follow = (next: SearchState) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    onNavigate(next);
  };

  return (
    <Panel aria-label={t('search.facetsLabel')}>
      {groups.map((g) => (
        <Group key={g.title}>
          <h2>{g.title}</h2>
          <ul>
            {g.entries.map((e) => (
              <li key={e.key}>
                <a
                  href={hrefFor(e.next)}
                  aria-current={e.selected ? 'true' : undefined}
                  aria-label={
                    e.selected
                      ? t('search.facetRemove', { name: e.label })
                      : atLeast
                        ? t('search.facetCountAtLeast', { name: e.label, number: e.count })
                        : t('search.facetCount', { name: e.label, count: e.count })
                  }
                  onClick={follow(e.next)}
                >
                  <span>{e.label}</span>
                  <Count aria-hidden="true">{e.selected ? '×' : atLeast ? `${e.count}+` : e.count}</Count>
                </a>
              </li>
            ))}
          </ul>
        </Group>
      ))}
    </Panel>
  );
}

const Panel = styled.nav`
  display: flex; flex-wrap: wrap; gap: 8px 24px;
  margin: 12px 0 4px;
  ${media.mobile} {
    flex-direction: column;
    gap: 8px;
  }
`;
const Group = styled.div`
  min-width: 0;
  h2 {
    margin: 0 0 6px;
    font-size: 0.85rem;
    font-weight: 600;
    color: ${theme.colors.inkMuted};
  }
  ul {
    ${chipRow};
    gap: 6px;
  }
  ${media.mobile} {
    ul {
      flex-wrap: nowrap;
      overflow-x: auto;
      padding-bottom: 4px;
    }
    li {
      flex: none;
    }
  }
  a {
    ${surfaceChipLink};
    gap: 8px;
    padding: 0 6px 0 14px;
  }
  a[aria-current='true'] {
    background: ${theme.colors.blue100};
    border-color: ${theme.colors.blue500};
  }
`;
const Count = styled.span`
  min-width: 28px;
  padding: 2px 8px; border-radius: ${theme.radius.pill}px; background: ${theme.colors.surfaceAlt}; color: ${theme.colors.inkMuted}; font-size: 0.85rem;
  text-align: center;
`;
