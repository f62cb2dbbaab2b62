/**
 * The public page of any user (/users/{uuid}): picture or initial, name, username, country and,
 * for a knower, the link to their knower profile. A learner's page is not indexed: it holds no
 * content of its own. Strings: namespace `knower-profile` (user.*).
 */
import { useTranslation } from '@/lib/i18n/use-translation';
import { KnowerLink } from '@/components/shared/knower-link';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { ContentColumn } from '@/components/shared/content-layout';
import { StartChatButton } from '@/components/chat/start-chat-button';
import { PersonHeader } from '@/components/ui/person-header';
import { useProfilePictureUrl } from '@/lib/api/profile-picture';
import type { PublicUser } from '@/lib/contract/users';
import { useEdition } from '@/lib/edition/use-edition';
import { userPagePath } from '@/lib/knowers/knower-href';
import type { ShellData } from '@/lib/pages/shell-data';
import { countryName } from '@/lib/knowers/country-name';

export function UserPublicView({ shell, user }: { shell: ShellData; user: PublicUser }) {
  const { t } = useTranslation('knower-profile');
  const { locale } = useEdition();
  const picture = useProfilePictureUrl(user);
  return (
    <PageShell shell={shell}>
      <PageHead title={user.name} description={t('user.description', { name: user.name })} path={userPagePath(user.uuid)} alternateLocales={[]} noindex={!user.knowerUuid} />
      <ContentColumn>
        <PersonHeader name={user.name} picture={picture} facts={[`@${user.username}`, countryName(user.country, locale.htmlLang)]}>
          <StartChatButton userUuid={user.uuid} />
        </PersonHeader>
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
