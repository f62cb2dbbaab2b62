import type { GetStaticProps } from 'next';
import styled from 'styled-components';
import { useTranslation } from 'next-i18next/pages';
import { PageHead } from '@/components/seo/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { Card, CardGrid, ContentColumn, EmptyState, Lead, TopicList } from '@/components/subjects/content-layout';
import { SubjectIcon } from '@/components/subjects/subject-icon';
import { AppLink } from '@/components/ui/app-link';
import type { SubjectColor } from '@/lib/config/catalogues';
import { getSubjects, subjectAnchor, subjectSlug } from '@/lib/config/catalogue';
import { editionFor } from '@/lib/edition/edition-record';
import { useEdition } from '@/lib/edition/use-edition';
import { REVALIDATE_SECONDS, shellPageProps, type ShellPageProps } from '@/lib/pages/static-page-props';

interface SubjectSummary {
  id: number;
  name: string;
  slug: string;
  anchor: string;
  icon: string;
  color: SubjectColor;
  topics: { uuid: string; name: string }[];
}

export default function SubjectsPage({ shell, subjects }: ShellPageProps & { subjects: SubjectSummary[] }) {
  const { t } = useTranslation('subjects');
  const { country } = useEdition();
  const countryName = country.localizedName;
  return (
    <PageShell shell={shell}>
      <PageHead title={t('index.title')} description={t('index.description', { country: countryName })} />
      <ContentColumn>
        <h1>{t('index.heading')}</h1>
        <Lead>{t('index.intro')}</Lead>
        {subjects.length === 0 ? (
          <EmptyState>
            <p>{t('index.empty', { country: countryName })}</p>
            <AppLink to="/about/download">{t('index.emptyCta')}</AppLink>
          </EmptyState>
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
                  {s.topics.map((topic) => (
                    <li key={topic.uuid}>
                      <AppLink to={`/topics/${topic.uuid}`}>{topic.name}</AppLink>
                    </li>
                  ))}
                </TopicList>
              </Card>
            ))}
          </CardGrid>
        )}
      </ContentColumn>
    </PageShell>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => {
  const { country } = editionFor(locale);
  const subjects: SubjectSummary[] = getSubjects(country.code).map((s) => ({
    id: s.id,
    name: s.name,
    slug: subjectSlug(s),
    anchor: subjectAnchor(s),
    icon: s.icon,
    color: s.color,
    topics: s.topics.map((t) => ({ uuid: t.uuid, name: t.name })),
  }));
  return { props: { ...(await shellPageProps(locale, ['subjects'])), subjects }, revalidate: REVALIDATE_SECONDS };
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
