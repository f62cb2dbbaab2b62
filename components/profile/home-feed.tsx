/**
 * The signed-in home (/app/feeds) until knows exist: a greeting, what is coming, open to-dos
 * (confirm the e-mail address, tell us about the school) and the way into the subjects.
 */
import styled from 'styled-components';
import { useTranslation } from 'next-i18next/pages';
import { Centered } from '@/components/auth/auth-layout';
import { useRequireSession } from '@/components/auth/use-require-session';
import { Icon, IconTile } from '@/components/home/icons';
import type { MenuSubject } from '@/components/shell/shell-data';
import { AppLink } from '@/components/ui/app-link';
import { Spinner } from '@/components/ui/spinner';
import { media, theme } from '@/styles/theme';

export function HomeFeed({ subjects }: { subjects: MenuSubject[] }) {
  const { t } = useTranslation('profile');
  const user = useRequireSession();
  if (!user) {
    return (
      <Page>
        <h1>{t('feeds.title')}</h1>
        <Centered>
          <Spinner $size={28} aria-label={t('loading')} />
        </Centered>
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

      {todos.length > 0 && (
        <Todos aria-label={t('feeds.todosLabel')}>
          {todos.map((todo) => (
            <li key={todo.key}>
              <span>{todo.text}</span> <AppLink to={todo.to}>{todo.link}</AppLink>
            </li>
          ))}
        </Todos>
      )}

      <Coming>
        <IconTile $tone="pink">
          <Icon name="star" />
        </IconTile>
        <div>
          <h2>{t('feeds.comingTitle')}</h2>
          <p>{t('feeds.comingText')}</p>
        </div>
      </Coming>

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

const Page = styled.div`
  max-width: ${theme.widths.content}px;
  margin: 0 auto;
  padding: 40px 16px 72px;
  ${media.mobile} {
    padding: 24px 12px 48px;
  }
  h1 {
    margin: 0 0 8px;
    color: ${theme.colors.blue900};
  }
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
const Coming = styled.div`
  display: flex;
  gap: 18px;
  align-items: flex-start;
  padding: 24px;
  margin-bottom: 36px;
  border-radius: ${theme.radius.webAppCard}px;
  background: ${theme.colors.blue100};
  p {
    margin: 0;
    color: ${theme.colors.ink};
  }
  ${media.mobile} {
    flex-direction: column;
    padding: 18px;
  }
`;
const Subjects = styled.ul`
  list-style: none;
  margin: 16px 0 20px;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 10px;
  a {
    display: flex;
    align-items: center;
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
