/**
 * Follow / unfollow a catalogue topic (issue 13 §4) and, once followed, the way to its quiz.
 * Visitors get a sign-in that returns to the topic. Rendered after the first client render (the
 * topic pages are static). Strings: namespace `topic-quiz`.
 */
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { currentPageForRedirect } from '@/components/shared/redirect';
import { AppLink } from '@/components/ui/app-link';
import { Button, ButtonLink } from '@/components/ui/button';
import { useFollowedTopics, useFollowTopic } from '@/lib/api/topics';
import { useEdition } from '@/lib/edition/use-edition';
import { useHasMounted } from '@/lib/hooks/use-has-mounted';
import { localeHref } from '@/lib/links/locale-path';
import { notifyError } from '@/lib/notifications/toast';
import { useSessionStore } from '@/lib/session/session-store';

export function FollowTopicButton({ topicUuid, topicName }: { topicUuid: string; topicName: string }) {
  const { t } = useTranslation('topic-quiz');
  const { locale, country } = useEdition();
  const mounted = useHasMounted();
  const signedIn = useSessionStore((s) => !!s.token) && mounted;
  const follows = useFollowedTopics(signedIn);
  const change = useFollowTopic();
  if (!mounted) return null;
  if (!signedIn) {
    return (
      <Row>
        <ButtonLink $variant="secondary" href={localeHref(locale.locale, '/auth/signin', { redirect: currentPageForRedirect() })}>
          {t('follow.signIn', { topic: topicName })}
        </ButtonLink>
      </Row>
    );
  }
  // Nothing until the follows are known: a button that flips from Follow to Following under the
  // pointer would unfollow on the click meant to follow.
  if (!follows.data) return null;
  const following = follows.data.some((f) => f.topicUuid === topicUuid.toLowerCase());
  return (
    <Row>
      <Button
        variant={following ? 'secondary' : 'primary'}
        aria-pressed={following}
        loading={change.isPending}
        delayLoader
        onClick={() => change.mutate({ topicUuid, countryCode: country.code, follow: !following }, { onError: (e) => notifyError(e) })}
      >
        {following ? t('follow.following', { topic: topicName }) : t('follow.follow', { topic: topicName })}
      </Button>
      {following && <AppLink to={`/user-topic/${topicUuid}/quiz`}>{t('follow.takeQuiz', { topic: topicName })}</AppLink>}
    </Row>
  );
}

const Row = styled.div`
  display: flex; flex-wrap: wrap; align-items: center; gap: 16px;
  margin: 12px 0 20px;
`;
