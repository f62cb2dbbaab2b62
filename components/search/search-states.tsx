/**
 * The search page's non-result states: nothing searched yet (suggest subjects and topics),
 * nothing found (what to try, and alternatives: the correction, popular knows of the edition,
 * its subjects), and the search being unavailable (try again).
 */
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Icon } from '@/components/ui/icons';
import { KnowList } from '@/components/knows/know-list';
import type { Know } from '@/lib/api/know-types';
import type { MenuSubject } from '@/lib/pages/shell-data';
import { ButtonLink } from '@/components/ui/button';
import { chipRow, surfaceChipLink } from '@/components/ui/chip-link';
import { theme } from '@/styles/theme';

export interface Suggestion {
  key: string;
  label: string;
  href: string;
}

/** The catalogue's first subjects (its order puts the core subjects first) and their first topics. */
export function searchSuggestions(subjects: MenuSubject[], hrefFor: (q: { query?: string; subjectId?: number }) => string) {
  const top = subjects.slice(0, 8);
  return {
    subjects: top.map((s) => ({ key: String(s.id), label: s.name, href: hrefFor({ subjectId: s.id }) })),
    topics: top
      .slice(0, 6)
      .flatMap((s) => s.topics.slice(0, 2).map((t) => ({ key: t.uuid, label: t.name, href: hrefFor({ query: t.name, subjectId: s.id }) }))),
  };
}

export function SearchStart({ subjects, topics }: { subjects: Suggestion[]; topics: Suggestion[] }) {
  const { t } = useTranslation('search');
  return (
    <Panel>
      <IconCircle>
        <Icon name="book" size={28} />
      </IconCircle>
      <h2>{t('search.emptyTitle')}</h2>
      <p>{t('search.emptyText')}</p>
      {subjects.length > 0 && <ChipGroup title={t('search.popularSubjects')} items={subjects} />}
      {topics.length > 0 && <ChipGroup title={t('search.popularTopics')} items={topics} />}
    </Panel>
  );
}

function ChipGroup({ title, items }: { title: string; items: Suggestion[] }) {
  return (
    <Group>
      <h3>{title}</h3>
      <Chips>
        {items.map((item) => (
          <li key={item.key}>
            <a href={item.href}>{item.label}</a>
          </li>
        ))}
      </Chips>
    </Group>
  );
}

export interface NoResultsProps {
  query: string;
  withoutFiltersHref: string | null;
  /** The query corrected, when the correction finds knows the filters exclude. */
  didYouMean?: { text: string; href: string } | null;
  /** Popular knows of the edition. */
  popular?: Know[];
  subjects?: Suggestion[];
}

export function NoResults({ query, withoutFiltersHref, didYouMean = null, popular = [], subjects = [] }: NoResultsProps) {
  const { t } = useTranslation('search');
  return (
    <Panel>
      <h2>{query ? t('search.noResultsTitle', { query }) : t('search.noResultsTitleNoQuery')}</h2>
      {didYouMean && (
        <p>
          {t('search.didYouMean')} <a href={didYouMean.href}>{didYouMean.text}</a>
        </p>
      )}
      <p>{t('search.noResultsTips')}</p>
      <Tips>
        {query && <li>{t('search.tipSpelling')}</li>}
        {query && <li>{t('search.tipFewerWords')}</li>}
        {withoutFiltersHref && (
          <li>
            <a href={withoutFiltersHref}>{t('search.tipRemoveFilters')}</a>
          </li>
        )}
      </Tips>
      {subjects.length > 0 && <ChipGroup title={t('search.browseSubjects')} items={subjects} />}
      {popular.length > 0 && (
        <Group>
          <h3>{t('search.popularKnows')}</h3>
          <KnowList knows={popular} headingLevel="h4" label={t('search.popularKnows')} />
        </Group>
      )}
    </Panel>
  );
}

export function SearchError({ retryHref }: { retryHref: string }) {
  const { t } = useTranslation('search');
  return (
    <Panel role="alert">
      <p>{t('search.error')}</p>
      <ButtonLink $variant="secondary" href={retryHref}>
        {t('search.retry')}
      </ButtonLink>
    </Panel>
  );
}

const Panel = styled.div`
  margin: 24px 0;
  padding: 28px 24px;
  border: 1px dashed ${theme.colors.line};
  border-radius: ${theme.radius.xxl}px;
  background: ${theme.colors.surfaceAlt};
  h2 {
    margin: 0 0 8px;
    font-size: 1.3rem;
    color: ${theme.colors.blue900};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0 0 12px;
    color: ${theme.colors.inkMuted};
  }
`;
const IconCircle = styled.div`
  display: inline-flex; align-items: center; justify-content: center;
  width: 52px;
  height: 52px;
  margin-bottom: 12px;
  border-radius: 50%;
  color: ${theme.colors.blue700};
  background: ${theme.colors.blue100};
`;
const Group = styled.div`
  margin-top: 20px;
  h3 {
    margin: 0 0 8px;
    font-size: 1rem;
  }
`;
const Chips = styled.ul`
  ${chipRow};
  a {
    ${surfaceChipLink};
    padding: 0 14px;
  }
`;
const Tips = styled.ul`
  margin: 0;
  padding-left: 20px;
  color: ${theme.colors.inkMuted};
  li {
    margin: 4px 0;
  }
  a {
    font-weight: 600;
  }
`;
