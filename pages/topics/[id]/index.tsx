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

export default function TopicPage(props: TopicViewProps) {
  return <TopicView {...props} />;
}

// Topics render on first request and are then cached (ISR): there are over a thousand.
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps = async ({ locale, params }) => {
  const { country } = editionFor(locale);
  const found = findTopic(country.code, String(params?.id ?? ''));
  if (!found) return { notFound: true, revalidate: REVALIDATE_SECONDS };
  const knows = await topicKnows(found.subject.id, found.topic.uuid);
  return {
    props: {
      ...(await shellPageProps(locale, ['subjects', 'search'])),
      subject: found.subject,
      subjectSlug: subjectSlug(found.subject),
      topic: found.topic,
      fromTopic: null,
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
