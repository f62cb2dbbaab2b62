import type { GetServerSideProps } from 'next';
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { Card, CardGrid, ContentColumn, EmptyState, Lead, TopicList } from '@/components/shared/content-layout';
import { TopicLinkItems } from '@/components/shared/topic-link-items';
import { SubjectIcon } from '@/components/ui/subject-icon';
import { KnowList } from '@/components/knows/know-list';
import { AppLink } from '@/components/ui/app-link';
import type { Know } from '@/lib/api/know-types';
import type { SubjectColor } from '@/lib/config/catalogues';
import { getSubjects, subjectAnchor, subjectSlug } from '@/lib/config/catalogue';
import { editionFor } from '@/lib/edition/edition-record';
import { useEdition } from '@/lib/edition/use-edition';
import { shellPageProps, type ShellPageProps } from '@/lib/pages/static-page-props';
import { editionKnows } from '@/server/knows/catalogue-page-knows';

interface SubjectSummary {
  id: number;
  name: string;
  slug: string;
  anchor: string;
  icon: string;
  color: SubjectColor;
  topics: { uuid: string; name: string }[];
}

interface SubjectsPageProps extends ShellPageProps {
  subjects: SubjectSummary[];
  /** Editions without a catalogue: their material by popularity and recency instead. */
  popular: Know[];
  recent: Know[];
}

export default function SubjectsPage({ shell, subjects, popular, recent }: SubjectsPageProps) {
  const { t } = useTranslation('subjects');
  const { country } = useEdition();
  const countryName = country.localizedName;
  return (
    <PageShell shell={shell}>
      <PageHead title={t('index.title')} description={t('index.description', { country: countryName })} />
      <ContentColumn>
        <h1>{subjects.length === 0 ? t('index.browseHeading') : t('index.heading')}</h1>
        <Lead>{subjects.length === 0 ? t('index.browseIntro', { country: countryName }) : t('index.intro')}</Lead>
        {subjects.length === 0 ? (
          <>
            <h2 id="popular">{t('index.popularHeading')}</h2>
            <KnowList
              knows={popular}
              label={t('index.popularHeading')}
              maxColumns={4}
              empty={
                <EmptyState>
                  <p>{t('index.noKnowsYet', { country: countryName })}</p>
                  <AppLink to="/knows/create/upload">{t('index.emptyCta')}</AppLink>
                </EmptyState>
              }
            />
            {recent.length > 0 && (
              <>
                <h2 id="recent">{t('index.recentHeading')}</h2>
                <KnowList knows={recent} label={t('index.recentHeading')} maxColumns={4} />
              </>
            )}
            <p>
              <AppLink to="/knows/search">{t('index.searchAll')}</AppLink>
            </p>
          </>
        ) : (
          <CardGrid>
            {subjects.map((s) => (
              <Card key={s.id} id={s.anchor}>
                <Title>
                  <SubjectIcon icon={s.icon} color={s.color} />
                  <h2>
                    <AppLink to={`/subjects/${s.slug}`}>{s.name}</AppLink>
                  </h2>
                </Title>
                <p>{t('index.topicsCount', { count: s.topics.length })}</p>
                <TopicList>
                  <TopicLinkItems topics={s.topics} />
                </TopicList>
              </Card>
            ))}
          </CardGrid>
        )}
      </ContentColumn>
    </PageShell>
  );
}

// Rendered per request (cached by shared caches for a minute): a page generated at build time has
// no database, and its empty lists were what the first visitor after a deploy saw (issue 22 §3).
export const getServerSideProps: GetServerSideProps<SubjectsPageProps> = async ({ locale, res }) => {
  const { country, locale: edition } = editionFor(locale);
  const subjects: SubjectSummary[] = getSubjects(country.code).map((s) => ({
    id: s.id,
    name: s.name,
    slug: subjectSlug(s),
    anchor: subjectAnchor(s),
    icon: s.icon,
    color: s.color,
    topics: s.topics.map((t) => ({ uuid: t.uuid, name: t.name })),
  }));
  const feeds = subjects.length === 0 ? await editionKnows(edition.contentLanguage) : { popular: [], recent: [] };
  // The newest that are not already among the most popular.
  const recent = feeds.recent.filter((k) => !feeds.popular.some((p) => p.uuid === k.uuid));
  res.setHeader('Cache-Control', 'public, s-maxage=60, stale-while-revalidate=300');
  return { props: { ...(await shellPageProps(locale, ['subjects', 'search'])), subjects, popular: feeds.popular, recent } };
};

const Title = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  h2 {
    margin: 0;
  }
  h2 a {
    color: inherit;
  }
`;
