import { useTranslation } from '@/lib/i18n/use-translation';
import { KnowList } from '@/components/knows/know-list';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import type { ShellData } from '@/lib/pages/shell-data';
import { AppLink } from '@/components/ui/app-link';
import type { Know } from '@/lib/api/know-types';
import type { Subject, Topic } from '@/lib/config/catalogues';
import { FollowTopicButton } from '@/components/topics/follow-topic-button';
import { Breadcrumbs, type Crumb } from '@/components/ui/breadcrumbs';
import { ContentColumn, EmptyState, Lead, TopicList } from '@/components/shared/content-layout';

export interface TopicViewProps {
  shell: ShellData;
  subject: Subject;
  subjectSlug: string;
  topic: Topic;
  /** Set when reached from another topic (/topics/{id}/{id2}). */
  fromTopic: Topic | null;
  /** The topic's newest public knows. */
  knows: Know[];
  /** Without knows: the subject's popular knows and the topics that have some (issue 22 §3). */
  nearest: { subjectKnows: Know[]; topicsWithKnows: string[] } | null;
}

export function TopicView({ shell, subject, subjectSlug, topic, fromTopic, knows, nearest }: TopicViewProps) {
  const { t } = useTranslation('subjects');
  const vars = { topic: topic.name, subject: subject.name };
  const others = subject.topics.filter((other) => other.uuid !== topic.uuid && !nearest?.topicsWithKnows.includes(other.uuid));
  const crumbs: Crumb[] = [
    { label: t('subject.allSubjects'), to: '/subjects' },
    { label: subject.name, to: `/subjects/${subjectSlug}` },
    ...(fromTopic ? [{ label: fromTopic.name, to: `/topics/${fromTopic.uuid}` }] : []),
    { label: topic.name },
  ];
  return (
    <PageShell shell={shell}>
      <PageHead
        title={t('topic.title', vars)}
        description={t('topic.metaDescription', vars)}
        path={`/topics/${topic.uuid}`}
        alternateLocales={[]}
      />
      <ContentColumn>
        <Breadcrumbs label={t('subject.breadcrumb')} items={crumbs} />
        <h1>{t('topic.heading', vars)}</h1>
        <p>{t('topic.subjectLabel', vars)}</p>
        <Lead>{t('topic.intro', vars)}</Lead>
        <FollowTopicButton topicUuid={topic.uuid} topicName={topic.name} />
        <h2 id="knows">{t('topic.knowsHeading', vars)}</h2>
        <KnowList
          knows={knows}
          label={t('topic.knowsHeading', vars)}
          maxColumns={3}
          empty={
            <EmptyState data-testid="topic-nearest">
              <p>{t('topic.knowsEmpty', vars)}</p>
              <AppLink to="/knows/search" query={{ query: topic.name }}>
                {t('topic.searchFor', vars)}
              </AppLink>
            </EmptyState>
          }
        />
        {knows.length > 0 && (
          <p>
            <AppLink to="/knows/search" query={{ subjectId: subject.id, topicUuid: topic.uuid }}>
              {t('topic.seeAllKnows', vars)}
            </AppLink>
          </p>
        )}
        {nearest && nearest.subjectKnows.length > 0 && (
          <>
            <h2 id="subject-knows">{t('topic.nearestHeading', vars)}</h2>
            <KnowList knows={nearest.subjectKnows} label={t('topic.nearestHeading', vars)} maxColumns={3} />
          </>
        )}
        {nearest && nearest.topicsWithKnows.length > 0 && (
          <>
            <h2 id="topics-with-knows">{t('topic.topicsWithKnows', vars)}</h2>
            <TopicList>
              {subject.topics
                .filter((other) => other.uuid !== topic.uuid && nearest.topicsWithKnows.includes(other.uuid))
                .map((other) => (
                  <li key={other.uuid}>
                    <AppLink to={`/topics/${topic.uuid}/${other.uuid}`}>{other.name}</AppLink>
                  </li>
                ))}
            </TopicList>
          </>
        )}
        {others.length > 0 && (
          <>
            <h2 id="related">{t('topic.related', vars)}</h2>
            <TopicList>
              {others.map((other) => (
                <li key={other.uuid}>
                  <AppLink to={`/topics/${topic.uuid}/${other.uuid}`}>{other.name}</AppLink>
                </li>
              ))}
            </TopicList>
          </>
        )}
        <p>
          <AppLink to={`/subjects/${subjectSlug}`}>{t('topic.showAll', vars)}</AppLink>
        </p>
      </ContentColumn>
    </PageShell>
  );
}
