/**
 * schema.org data of a knower profile (spec §2.4 structured data): a ProfilePage whose main
 * entity is the knower as a Person, with their public totals as interaction counters. Pure: the
 * page passes the absolute URLs.
 */
import type { KnowerProfile } from '@/lib/contract/knowers';

export function knowerStructuredData(profile: KnowerProfile, url: string, imageUrl: string | null) {
  const { knower, counts } = profile;
  const counter = (type: string, n: number) => ({ '@type': 'InteractionCounter', interactionType: `https://schema.org/${type}`, userInteractionCount: n });
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    '@id': url,
    url,
    dateCreated: knower.createdOn,
    mainEntity: {
      '@type': 'Person',
      '@id': `${url}#knower`,
      identifier: knower.uuid,
      name: knower.user.name,
      alternateName: knower.user.username,
      ...(imageUrl ? { image: imageUrl } : {}),
      agentInteractionStatistic: counter('WriteAction', counts.publishedKnows),
      interactionStatistic: [counter('LikeAction', counts.likes), counter('BookmarkAction', counts.saves), counter('ViewAction', counts.views)],
    },
  };
}
