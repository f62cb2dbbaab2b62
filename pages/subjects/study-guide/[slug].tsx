/** Study guides (spec §2.1, §9: US only). */
import type { GetStaticPaths, GetStaticProps } from 'next';
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { ContentColumn, Lead } from '@/components/shared/content-layout';
import { AppLink } from '@/components/ui/app-link';
import type { Subject } from '@/lib/config/catalogues';
import { findSubjectByStudyGuide, subjectSlug } from '@/lib/config/catalogue';
import { editionFor } from '@/lib/edition/edition-record';
import { subjectPaths } from '@/lib/pages/catalogue-paths';
import { REVALIDATE_SECONDS, shellPageProps, type ShellPageProps } from '@/lib/pages/static-page-props';
import { theme } from '@/styles/theme';

export default function StudyGuidePage({ shell, subject, slug }: ShellPageProps & { subject: Subject; slug: string }) {
  const { t } = useTranslation('subjects');
  return (
    <PageShell shell={shell}>
      <PageHead
        title={t('studyGuide.title', { subject: subject.name })}
        description={t('studyGuide.metaDescription', { subject: subject.name })}
        alternateLocales={[]}
      />
      <ContentColumn>
        <Breadcrumbs
          label={t('subject.breadcrumb')}
          items={[
            { label: t('subject.allSubjects'), to: '/subjects' },
            { label: subject.name, to: `/subjects/${slug}` },
            { label: t('studyGuide.heading', { subject: subject.name }) },
          ]}
        />
        <h1>{t('studyGuide.heading', { subject: subject.name })}</h1>
        <Lead>{t('studyGuide.intro', { subject: subject.name })}</Lead>
        <p>{subject.description}</p>
        <h2>{t('studyGuide.outline')}</h2>
        <Steps>
          {subject.topics.map((topic, i) => (
            <li key={topic.uuid}>
              <span>{t('studyGuide.step', { number: i + 1 })}</span>
              <AppLink to={`/topics/${topic.uuid}`}>{topic.name}</AppLink>
            </li>
          ))}
        </Steps>
        <AppLink to={`/subjects/${slug}`}>{t('studyGuide.backToSubject', { subject: subject.name })}</AppLink>
      </ContentColumn>
    </PageShell>
  );
}

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: subjectPaths((s) => s.studyGuideSlug),
  fallback: 'blocking',
});

export const getStaticProps: GetStaticProps = async ({ locale, params }) => {
  const { country } = editionFor(locale);
  if (!country.hasStudyGuides) return { notFound: true, revalidate: REVALIDATE_SECONDS };
  const subject = findSubjectByStudyGuide(country.code, String(params?.slug ?? ''));
  if (!subject) return { notFound: true, revalidate: REVALIDATE_SECONDS };
  return {
    props: { ...(await shellPageProps(locale, ['subjects'])), subject, slug: subjectSlug(subject) },
    revalidate: REVALIDATE_SECONDS,
  };
};

const Steps = styled.ol`
  list-style: none;
  padding: 0;
  margin: 16px 0 32px;
  display: grid;
  gap: 10px;
  li {
    display: flex;
    gap: 12px;
    align-items: baseline;
    padding: 12px 16px;
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius.lg}px;
  }
  span {
    font-weight: 700;
    color: ${theme.colors.pink600};
    min-width: 64px;
  }
`;
