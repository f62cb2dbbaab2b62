import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KnowerProfileView } from '@/components/knowers/knower-profile-view';
import { knowerStructuredData } from '@/components/knowers/knower-structured-data';
import { KnowCard } from '@/components/knows/know-card';
import { UserPublicView } from '@/components/users/user-public-view';
import type { KnowerProfile } from '@/lib/contract/knowers';
import { buildShellData } from '@/lib/pages/shell-data';
import { renderWithShell } from './render';
import { makeKnow } from './search-fixtures';

const KNOWER = '10000000-0000-4000-8000-000000000001';
const profile: KnowerProfile = {
  knower: {
    uuid: KNOWER,
    createdOn: '2025-01-02T03:04:05.000Z',
    publishedKnowsCount: 3,
    user: {
      uuid: '20000000-0000-4000-8000-000000000001', name: 'Ada Knower', username: 'ada', country: 'DE', knowerUuid: KNOWER,
      profilePictureUrl: null, createdOn: '2025-01-01T00:00:00.000Z',
    },
  },
  counts: { publishedKnows: 3, likes: 1234, saves: 5, views: 98765 },
};

describe('knower profile', () => {
  it('shows initial, name, username, country, counts and the first page of knows with "show more"', async () => {
    const knows = [makeKnow({ title: 'Mitosis' }), makeKnow({ title: 'Meiosis' })];
    await renderWithShell(
      <KnowerProfileView shell={buildShellData('DE')} profile={profile} firstPage={{ content: knows, numberOfResults: 3 }} pageSize={2} />,
      { locale: 'de', lang: 'de', asPath: `/knowers/ada-knower-${KNOWER}/profile` },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Ada Knower' })).toBeInTheDocument();
    expect(screen.getByText('A')).toBeInTheDocument(); // the initial, no picture
    expect(screen.getByText('@ada')).toBeInTheDocument();
    expect(screen.getByText('Deutschland')).toBeInTheDocument();
    const counts = screen.getByLabelText('Statistik');
    expect(within(counts).getByText('Veröffentlichte Knows').nextSibling).toHaveTextContent('3');
    expect(within(counts).getByText('Likes').nextSibling).toHaveTextContent('1.234');
    expect(within(counts).getByText('Aufrufe').nextSibling).toHaveTextContent('98.765');
    const list = screen.getByRole('list', { name: 'Knows von Ada Knower' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Mitosis' })).toHaveAttribute('href', `/knows/mitosis-${knows[0]!.uuid}`);
    expect(screen.getByText('2 von 3 angezeigt')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mehr anzeigen' })).toBeInTheDocument();
  });

  it('says so when the knower has no public knows', async () => {
    await renderWithShell(
      <KnowerProfileView shell={buildShellData('US')} profile={{ ...profile, counts: { publishedKnows: 0, likes: 0, saves: 0, views: 0 } }} firstPage={{ content: [], numberOfResults: 0 }} pageSize={12} />,
      { locale: 'en' },
    );
    expect(screen.getByText('Ada Knower has no public knows yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('links the knower from every know card, apart from the card link', async () => {
    const know = makeKnow({ title: 'Cells' });
    await renderWithShell(<KnowCard know={know} />, { locale: 'en' });
    expect(screen.getByRole('link', { name: 'by Ada Knower' })).toHaveAttribute('href', `/knowers/ada-knower-${KNOWER}/profile`);
    expect(screen.getByRole('link', { name: 'Cells' })).toHaveAttribute('href', `/knows/cells-${know.uuid}`);
  });

  it('links the knower profile from the public page of a user who is a knower', async () => {
    await renderWithShell(<UserPublicView shell={buildShellData('US')} user={profile.knower.user} />, { locale: 'en' });
    expect(screen.getByRole('link', { name: 'See the knows of Ada Knower' })).toHaveAttribute('href', `/knowers/ada-knower-${KNOWER}/profile`);
    await renderWithShell(<UserPublicView shell={buildShellData('US')} user={{ ...profile.knower.user, name: 'Bo', knowerUuid: null }} />, { locale: 'en' });
    expect(screen.getByText('Bo has not shared any knows yet.')).toBeInTheDocument();
  });

  it('describes the profile as a schema.org ProfilePage about a Person', () => {
    const data = knowerStructuredData(profile, 'https://knowly.de/knowers/ada-knower-x/profil', null);
    expect(data).toMatchObject({
      '@type': 'ProfilePage',
      url: 'https://knowly.de/knowers/ada-knower-x/profil',
      mainEntity: {
        '@type': 'Person', name: 'Ada Knower', alternateName: 'ada',
        agentInteractionStatistic: { interactionType: 'https://schema.org/WriteAction', userInteractionCount: 3 },
      },
    });
    expect(data.mainEntity.interactionStatistic.map((s) => s.userInteractionCount)).toEqual([1234, 5, 98765]);
  });
});
