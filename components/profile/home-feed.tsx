/**
 * The signed-in home (/app/feeds): a greeting, open to-dos (confirm the e-mail address, tell us
 * about the school), a search box, the edition's popular and new knows (loaded once the session
 * is known; feed analytics of spec §3 on every opened card) and the way into the subjects.
 */
import { ContentConversionBanner } from '@/components/library/content-conversion-banner';
import { styled } from 'next-yak';
import { AppPage, pageH1Titles } from '@/components/ui/app-page';
import { searchSubmit } from '@/components/ui/search-submit';
import { useTranslation } from '@/lib/i18n/use-translation';
import { CenteredSpinner } from '@/components/shared/auth-layout';
import { useRequireSession } from '@/components/shared/use-require-session';
import { KnowFeedSection } from '@/components/search/know-feed-section';
import { knowAnalyticsSnapshot } from '@/lib/analytics/know-snapshot';
import type { MenuSubject } from '@/lib/pages/shell-data';
import { AppLink } from '@/components/ui/app-link';
import { ButtonLink } from '@/components/ui/button';
import { useFeed } from '@/lib/api/knows';
import type { Know } from '@/lib/api/know-types';
import type { FeedType } from '@/lib/contract/knows';
import { KNOW_EVENTS } from '@/lib/analytics/event-names';
import { feedSnapshot } from '@/lib/analytics/snapshots';
import { trackEvent } from '@/lib/analytics/track';
import { useEdition } from '@/lib/edition/use-edition';
import { localeHref } from '@/lib/links/locale-path';
import { randomUuid } from '@/lib/uuid';
import { theme } from '@/styles/theme';

/** Knows per feed section and per "show more". */
const FEED_PAGE_SIZE = 8;
const FEED_PATH = '/app/feeds';

export function HomeFeed({ subjects }: { subjects: MenuSubject[] }) {
  const { t } = useTranslation('profile');
  const { t: ts } = useTranslation('search');
  const user = useRequireSession();
  const { locale } = useEdition();
  const language = locale.contentLanguage;
  const popular = useFeed('popular', language, { enabled: !!user, pageSize: FEED_PAGE_SIZE });
  const fresh = useFeed('new', language, { enabled: !!user, pageSize: FEED_PAGE_SIZE });
  if (!user) {
    return (
      <Page>
        <h1>{t('feeds.title')}</h1>
        <CenteredSpinner label={t('loading')} />
      </Page>
    );
  }
  const todos = [
    user.emailConfirmed === false && { key: 'confirm', text: t('feeds.todoConfirm', { email: user.email ?? '' }), to: '/profile', link: t('feeds.todoConfirmLink') },
    !user.schoolType && { key: 'school', text: t('feeds.todoSchool'), to: '/app/onboarding', link: t('feeds.todoSchoolLink') },
  ].filter((x): x is { key: string; text: string; to: string; link: string } => !!x);

  return (
    <Page>
      <h1>{t('feeds.greeting', { name: user.name })}</h1>
      <Lead>{t('feeds.lead')}</Lead>
      <ContentConversionBanner />

      {todos.length > 0 && (
        <Todos aria-label={t('feeds.todosLabel')}>
          {todos.map((todo) => (
            <li key={todo.key}>
              <span>{todo.text}</span> <AppLink to={todo.to}>{todo.link}</AppLink>
            </li>
          ))}
        </Todos>
      )}

      <SearchBox role="search" method="get" action={localeHref(locale.locale, '/app/search')}>
        <label htmlFor="feed-search" className="visually-hidden">
          {ts('search.label')}
        </label>
        <input id="feed-search" type="search" name="query" placeholder={ts('search.placeholder')} autoComplete="off" enterKeyHint="search" />
        <button type="submit">{ts('search.submit')}</button>
      </SearchBox>

      {(['popular', 'new'] as const).map((type) => {
        const feed = type === 'popular' ? popular : fresh;
        return (
          <KnowFeedSection
            key={type}
            title={ts(type === 'popular' ? 'feed.popularTitle' : 'feed.newTitle')}
            feed={feed}
            loadingLabel={ts('feed.loading')}
            errorText={ts('feed.error')}
            retryLabel={ts('feed.retry')}
            moreLabel={ts('feed.loadMore')}
            onOpen={(know, position) => trackFeedClick(type, know, position, feed.total)}
            empty={
              <Empty>
                <p>{ts('feed.empty')}</p>
                <ButtonLink $variant="primary" href={localeHref(locale.locale, '/app/knows/create')}>
                  {ts('feed.shareCta')}
                </ButtonLink>
              </Empty>
            }
          />
        );
      })}

      <section aria-labelledby="feeds-subjects">
        <h2 id="feeds-subjects">{t('feeds.subjectsTitle')}</h2>
        {subjects.length > 0 ? (
          <Subjects>
            {subjects.map((s) => (
              <li key={s.id}>
                <AppLink to={`/subjects/${s.slug}`}>{s.name}</AppLink>
              </li>
            ))}
          </Subjects>
        ) : (
          <p>{t('feeds.noSubjects')}</p>
        )}
        <p>
          <AppLink to="/subjects">{t('feeds.allSubjects')}</AppLink> · <AppLink to="/profile">{t('feeds.editProfile')}</AppLink>
        </p>
      </section>
    </Page>
  );
}

const Page = styled(AppPage)`
  ${pageH1Titles};
  --title-below: 8px;
  h2 {
    margin: 0 0 8px;
    font-size: 1.3rem;
    color: ${theme.colors.blue900};
  }
`;
const Lead = styled.p`
  margin: 0 0 28px;
  font-size: 1.1rem;
  color: ${theme.colors.inkMuted};
`;
const Todos = styled.ul`
  list-style: none;
  margin: 0 0 28px;
  padding: 0;
  display: grid;
  gap: 10px;
  li {
    padding: 14px 16px;
    border-radius: ${theme.radius.md}px;
    background: ${theme.colors.pink100};
    border: 1px solid ${theme.colors.pink500};
  }
  a {
    font-weight: 600;
  }
`;
const SearchBox = styled.form`
  display: flex; gap: 8px;
  margin: 0 0 32px;
  input {
    flex: 1;
    min-width: 0;
    min-height: 48px;
    padding: 0 18px;
    font: inherit;
    border: 2px solid ${theme.colors.line};
    border-radius: ${theme.radius.pill}px;
  }
  input:focus {
    outline: none;
    border-color: ${theme.colors.focus};
    box-shadow: 0 0 0 3px ${theme.colors.blue100};
  }
  button {
    min-height: 48px;
    padding: 0 20px;
    ${searchSubmit};
  }
`;
const Empty = styled.div`
  margin: 12px 0;
  padding: 24px;
  border: 1px dashed ${theme.colors.line};
  border-radius: ${theme.radius.webAppCard}px;
  background: ${theme.colors.surfaceAlt};
  p {
    margin: 0 0 14px;
    color: ${theme.colors.inkMuted};
  }
`;

/**
 * feed_item_clicked with the §3 feed snapshot (type popular, content type KNOW, position 0 are
 * fixed by the spec); the section (popular or new) goes in `value`. Each click is its own feed
 * interaction, hence a fresh uuid.
 */
function trackFeedClick(section: FeedType, know: Know, position: number, total: number) {
  void trackEvent(KNOW_EVENTS.feedItemClicked, {
    value: section,
    valueId: position,
    feed: feedSnapshot({
      uuid: randomUuid(),
      locationPageName: 'feeds',
      locationPagePath: FEED_PATH,
      resultPosition: position,
      numberOfResults: total,
    }),
    know: knowAnalyticsSnapshot(know),
  });
}
const Subjects = styled.ul`
  list-style: none;
  margin: 16px 0 20px;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 10px;
  a {
    display: flex; align-items: center;
    min-height: 52px;
    padding: 0 16px;
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius.lg}px;
    color: ${theme.colors.blue900};
    font-weight: 600;
    text-decoration: none;
    background: #fff;
  }
  a:hover {
    border-color: ${theme.colors.blue500};
  }
`;
