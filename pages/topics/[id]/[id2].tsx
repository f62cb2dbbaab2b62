/** /topics/{id}/{id2}: topic id2 reached from topic id of the same subject (canonical: /topics/{id2}). */
import type { GetStaticPaths, GetStaticProps } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { TopicView, type TopicViewProps } from '@/components/subjects/topic-view';
import { findTopic, subjectSlug } from '@/lib/config/catalogue';
import { editionFor } from '@/lib/edition/use-edition';
import type { Know } from '@/lib/api/know-types';
import { REVALIDATE_SECONDS, shellPageProps } from '@/lib/pages/static-page-props';
import { getAppContext } from '@/server/http';
import { listKnows } from '@/server/knows/service';

/** Newest public knows shown; the search has the rest. New ones appear within a minute. */
const KNOWS_SHOWN = 12;
const KNOWS_REVALIDATE_SECONDS = 60;
const RETRY_REVALIDATE_SECONDS = 10;

export default function TopicFromTopicPage(props: TopicViewProps) {
  return <TopicView {...props} />;
}

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps = async ({ locale, params }) => {
  const { country } = editionFor(locale);
  const from = findTopic(country.code, String(params?.id ?? ''));
  const found = findTopic(country.code, String(params?.id2 ?? ''));
  if (!from || !found || from.subject.id !== found.subject.id) {
    return { notFound: true, revalidate: REVALIDATE_SECONDS };
  }
  const knows = await topicKnows(found.subject.id, found.topic.uuid);
  return {
    props: {
      ...(await shellPageProps(locale, ['subjects', 'search'])),
      subject: found.subject,
      subjectSlug: subjectSlug(found.subject),
      topic: found.topic,
      fromTopic: from.topic,
      knows: knows ?? [],
    },
    revalidate: knows ? KNOWS_REVALIDATE_SECONDS : RETRY_REVALIDATE_SECONDS,
  };
};

/**
 * The topic's newest public knows, or null when they cannot be read: the build does not open
 * the database (the page is regenerated on its first request), and a database failure leaves
 * the page up with an empty list.
 */
async function topicKnows(subjectId: number, topicUuid: string): Promise<Know[] | null> {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return null;
  try {
    const app = await getAppContext();
    return (await listKnows(app, { subjectId, topicUuid, sort: 'new', limit: KNOWS_SHOWN }, null)).content;
  } catch (err) {
    console.error('Topic page: the knows could not be loaded', err);
    return null;
  }
}
