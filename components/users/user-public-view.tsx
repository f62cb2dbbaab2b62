/**
 * The public page of any user (/users/{uuid}): picture or initial, name, username, country and,
 * for a knower, the link to their knower profile. A learner's page is not indexed: it holds no
 * content of its own. Strings: namespace `knower-profile` (user.*).
 */
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { KnowerLink } from '@/components/shared/knower-link';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { ContentColumn } from '@/components/shared/content-layout';
import { StartChatButton } from '@/components/chat/start-chat-button';
import { Avatar } from '@/components/ui/avatar';
import { useProfilePictureUrl } from '@/lib/api/profile-picture';
import type { PublicUser } from '@/lib/contract/users';
import { useEdition } from '@/lib/edition/use-edition';
import { userPagePath } from '@/lib/knowers/knower-href';
import type { ShellData } from '@/lib/pages/shell-data';
import { theme } from '@/styles/theme';
import { countryName } from '@/lib/knowers/country-name';

export function UserPublicView({ shell, user }: { shell: ShellData; user: PublicUser }) {
  const { t } = useTranslation('knower-profile');
  const { locale } = useEdition();
  const picture = useProfilePictureUrl(user);
  return (
    <PageShell shell={shell}>
      <PageHead title={user.name} description={t('user.description', { name: user.name })} path={userPagePath(user.uuid)} alternateLocales={[]} noindex={!user.knowerUuid} />
      <ContentColumn>
        <Header>
          <Avatar name={user.name} src={picture} size={96} />
          <div>
            <h1>{user.name}</h1>
            <Muted>
              <span>@{user.username}</span>
              <span>{countryName(user.country, locale.htmlLang)}</span>
            </Muted>
            <StartChatButton userUuid={user.uuid} />
          </div>
        </Header>
        {user.knowerUuid ? (
          <p>
            <KnowerLink knower={{ uuid: user.knowerUuid, user }}>{t('user.profileLink', { name: user.name })}</KnowerLink>
          </p>
        ) : (
          <p>{t('user.notKnower', { name: user.name })}</p>
        )}
      </ContentColumn>
    </PageShell>
  );
}

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: 20px;
  margin: 24px 0 16px;
  h1 { margin: 0 0 4px; }
`;
const Muted = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 0;
  color: ${theme.colors.inkMuted};
`;
