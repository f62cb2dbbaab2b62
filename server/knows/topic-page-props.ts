/**
 * getStaticProps of the topic pages: /topics/{id}, and /topics/{id}/{id2} (topic id2 reached from
 * topic id of the same subject). An unknown topic, or two of different subjects, is the 404 page.
 */
import type { GetStaticProps } from 'next';
import { findTopic, subjectSlug } from '@/lib/config/catalogue';
import { editionFor } from '@/lib/edition/edition-record';
import { REVALIDATE_SECONDS, shellPageProps } from '@/lib/pages/static-page-props';
import { catalogueKnows, nearestToTopic } from './catalogue-page-knows';

export const topicStaticProps: GetStaticProps = async ({ locale, params }) => {
  const { country } = editionFor(locale);
  const reached = params?.id2 !== undefined;
  const from = reached ? findTopic(country.code, String(params?.id ?? '')) : null;
  const found = findTopic(country.code, String((reached ? params?.id2 : params?.id) ?? ''));
  if (!found || (reached && (!from || from.subject.id !== found.subject.id))) {
    return { notFound: true, revalidate: REVALIDATE_SECONDS };
  }
  const { knows, revalidate } = await catalogueKnows({ subjectId: found.subject.id, topicUuid: found.topic.uuid });
  // Nothing on this topic yet: the nearest useful content instead (issue 22 §3).
  const nearest = knows.length === 0 ? await nearestToTopic(found.subject.id) : null;
  return {
    props: {
      ...(await shellPageProps(locale, ['subjects', 'search', 'topic-quiz'])),
      subject: found.subject,
      subjectSlug: subjectSlug(found.subject),
      topic: found.topic,
      fromTopic: from?.topic ?? null,
      knows,
      nearest,
    },
    revalidate,
  };
};
