/**
 * The live leaderboard (decision 0031): place, knower (linked to their profile), counted knows,
 * paged with "show more"; re-read every 30 s while the competition runs. The viewer's own row is
 * marked, and their place is shown above the table even when it is on a later page.
 */
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { AppLink } from '@/components/ui/app-link';
import { LoadMoreList } from '@/components/ui/load-more-list';
import { useLeaderboard } from '@/lib/api/competition';
import { knowerProfilePath } from '@/lib/knowers/knower-href';
import { theme } from '@/styles/theme';

const PAGE_SIZE = 20;

export interface LeaderboardSectionProps {
  country: string;
  live: boolean;
  viewer: { uuid: string; knowerUuid: string | null } | null;
}

export function LeaderboardSection({ country, live, viewer }: LeaderboardSectionProps) {
  const { t } = useTranslation('competition');
  const { list, me } = useLeaderboard(country, viewer?.uuid ?? null, { pageSize: PAGE_SIZE, live });
  return (
    <Section aria-labelledby="leaderboard-title">
      <h2 id="leaderboard-title">{t('leaderboard.title')}</h2>
      <Note>{t(live ? 'leaderboard.live' : 'leaderboard.final')}</Note>
      {viewer && (
        <MyPlace aria-labelledby="my-place-title">
          <h3 id="my-place-title">{t('me.title')}</h3>
          <p>{me ? t('me.ranked', { rank: me.rank, count: me.knowsCount }) : t('me.unranked')}</p>
          {live && <AppLink to="/knows/create/upload">{t('me.upload')}</AppLink>}
        </MyPlace>
      )}
      <LoadMoreList
        list={list}
        labels={{
          loading: t('loading'),
          error: t('leaderboard.error'),
          retry: t('leaderboard.retry'),
          more: t('leaderboard.more'),
          moreFailed: t('leaderboard.moreFailed'),
          shown: t('leaderboard.shown', { shown: list.items.length, total: list.total }),
        }}
      >
        {list.items.length === 0 ? (
          <Note>{t('leaderboard.empty')}</Note>
        ) : (
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('leaderboard.place')}</th>
                <th scope="col">{t('leaderboard.knower')}</th>
                <th scope="col">{t('leaderboard.knows')}</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((e) => (
                <tr key={e.knower.uuid} data-me={e.knower.uuid === viewer?.knowerUuid || undefined}>
                  <td>{e.rank}</td>
                  <td>
                    <AppLink to={knowerProfilePath({ uuid: e.knower.uuid, user: { name: e.knower.name } })}>{e.knower.name}</AppLink>
                  </td>
                  <td>{e.knowsCount}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </LoadMoreList>
    </Section>
  );
}

const Section = styled.section`
  margin-top: 40px;
  h2 {
    margin: 0 0 4px;
    color: ${theme.colors.blue900};
  }
`;
const Note = styled.p`
  margin: 0 0 16px;
  color: ${theme.colors.inkMuted};
`;
const MyPlace = styled.section`
  margin: 0 0 20px;
  padding: 16px 20px;
  border-radius: ${theme.radius.lg}px;
  background: ${theme.colors.blue100};
  h3 {
    margin: 0 0 4px;
    font-size: 1rem;
  }
  p {
    margin: 0 0 4px;
  }
  a {
    font-weight: 600;
  }
`;
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 10px 12px;
    border-bottom: 1px solid ${theme.colors.line};
    text-align: left;
  }
  th:first-child,
  td:first-child,
  th:last-child,
  td:last-child {
    width: 1%;
    white-space: nowrap;
    text-align: right;
  }
  tr[data-me] td {
    font-weight: 700;
    background: ${theme.colors.pink100};
  }
`;
