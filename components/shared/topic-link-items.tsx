/**
 * A subject's topics as list items, each a link to the topic's page, in a TopicList or a menu's
 * list. A file of its own: the menu (in every page's first load) needs this and none of the
 * content layout's styles.
 */
import { AppLink } from '@/components/ui/app-link';

export function TopicLinkItems({ topics }: { topics: readonly { uuid: string; name: string }[] }) {
  return topics.map((topic) => (
    <li key={topic.uuid}>
      <AppLink to={`/topics/${topic.uuid}`}>{topic.name}</AppLink>
    </li>
  ));
}
