/**
 * The profile page (/profile and /app/profile): picture, name and school, username, Pro (where
 * it is sold), e-mail address, password and two-step verification, the data download and the
 * account deletion.
 * Visitors are sent to the sign-in page first.
 */
import { styled } from 'next-yak';
import { AppPage, pageH1Titles } from '@/components/ui/app-page';
import { useTranslation } from '@/lib/i18n/use-translation';
import { CenteredSpinner } from '@/components/shared/auth-layout';
import { useRequireSession } from '@/components/shared/use-require-session';
import { useEdition } from '@/lib/edition/use-edition';
import { theme } from '@/styles/theme';
import { AccountDeletionSection } from './account-deletion-section';
import { DataExportSection } from './data-export-section';
import { DetailsSection } from './details-section';
import { EmailSection } from './email-section';
import { PasswordSection } from './password-section';
import { TwoFactorSection } from './two-factor-section';
import { SessionsSection } from './sessions-section';
import { SubscriptionSection } from './subscription-section';
import { ProfilePictureUpload } from './profile-picture-upload';
import { UsernameSection } from './username-section';
import { PollEditor } from '@/components/polls/poll-editor';
import { useRegions } from './use-regions';

export function ProfileEditor() {
  const { t } = useTranslation('profile');
  const user = useRequireSession();
  const regions = useRegions();
  const { country } = useEdition();
  return (
    <Page>
      <h1>{t('title')}</h1>
      {!user ? (
        <CenteredSpinner label={t('loading')} />
      ) : (
        <>
          <Intro>{t('intro', { name: user.name })}</Intro>
          <ProfilePictureUpload user={user} />
          {/* Keyed by the loaded data so the forms start from the stored values. */}
          <DetailsSection key={`details-${user.uuid}-${regions.length}`} user={user} regions={regions} />
          <UsernameSection key={`username-${user.uuid}`} user={user} />
          {country.flags.hasPlusPlan && <SubscriptionSection user={user} />}
          <EmailSection user={user} />
          <PasswordSection user={user} />
          <TwoFactorSection user={user} />
          <SessionsSection />
          <PollEditor />
          <DataExportSection />
          <AccountDeletionSection user={user} />
        </>
      )}
    </Page>
  );
}

const Page = styled(AppPage)`
  max-width: 720px;
  ${pageH1Titles};
  --title-below: 6px;
`;
const Intro = styled.p`
  margin: 0 0 24px;
  color: ${theme.colors.inkMuted};
`;
