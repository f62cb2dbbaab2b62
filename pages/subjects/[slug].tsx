import type { GetStaticPaths, GetStaticProps } from 'next';
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { ContentColumn, EmptyState, Lead, TopicList } from '@/components/shared/content-layout';
import { TopicLinkItems } from '@/components/shared/topic-link-items';
import { SubjectIcon } from '@/components/ui/subject-icon';
import { KnowList } from '@/components/knows/know-list';
import { AppLink } from '@/components/ui/app-link';
import { StaticIsland } from '@/components/ui/static-island';
import type { Know } from '@/lib/api/know-types';
import type { Subject } from '@/lib/config/catalogues';
import { findSubjectBySlug } from '@/lib/config/catalogue';
import { editionFor } from '@/lib/edition/edition-record';
import { REVALIDATE_SECONDS, shellPageProps, type ShellPageProps } from '@/lib/pages/static-page-props';
import { catalogueKnows } from '@/server/knows/catalogue-page-knows';


export default function SubjectPage({ shell, subject, knows }: ShellPageProps & { subject: Subject; knows: Know[] }) {
  const { t } = useTranslation('subjects');
  const title = t('subject.title', { subject: subject.name, label: subject.secondLabel });
  return (
    <PageShell shell={shell}>
      <PageHead
        title={title}
        description={t('subject.metaDescription', { subject: subject.name, description: subject.description })}
        alternateLocales={[]}
      />
      <ContentColumn>
        <StaticIsland>
          <Breadcrumbs
            label={t('subject.breadcrumb')}
            items={[{ label: t('subject.allSubjects'), to: '/subjects' }, { label: subject.name }]}
          />
          <Heading>
            <SubjectIcon icon={subject.icon} color={subject.color} size={48} />
            <h1>{title}</h1>
          </Heading>
          <Lead>{subject.description}</Lead>
          {subject.studyGuideSlug && (
            <p>
              <AppLink to={`/subjects/study-guide/${subject.studyGuideSlug}`}>
                {t('subject.studyGuideLink', { subject: subject.name })}
              </AppLink>
            </p>
          )}
          <h2>{t('subject.topicsHeading', { subject: subject.name })}</h2>
          <TopicList>
            <TopicLinkItems topics={subject.topics} />
          </TopicList>
          <h2 id="knows">{t('subject.knowsHeading', { subject: subject.name })}</h2>
          <KnowList
            knows={knows}
            label={t('subject.knowsHeading', { subject: subject.name })}
            maxColumns={3}
            empty={<EmptyState>{t('subject.knowsEmpty', { subject: subject.name })}</EmptyState>}
          />
          <p>
            <AppLink to="/knows/search" query={knows.length > 0 ? { subjectId: subject.id } : {}}>
              {knows.length > 0 ? t('subject.seeAllKnows', { subject: subject.name }) : t('topic.searchAll')}
            </AppLink>
          </p>
        </StaticIsland>
      </ContentColumn>
    </PageShell>
  );
}

// Rendered on first request, never at build: a build has no database, and a page generated then
// showed "No knows" to the first visitor after each deploy while it regenerated (issue 22 §3).
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps = async ({ locale, params }) => {
  const { country } = editionFor(locale);
  const subject = findSubjectBySlug(country.code, String(params?.slug ?? ''));
  if (!subject) return { notFound: true, revalidate: REVALIDATE_SECONDS };
  const { knows, revalidate } = await catalogueKnows({ subjectId: subject.id });
  return {
    props: { ...(await shellPageProps(locale, ['subjects', 'search'])), subject, knows },
    revalidate,
  };
};

const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
`;
