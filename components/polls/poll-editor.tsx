/**
 * A new poll shared by link (decision 0039, issue 22 §4: every signed-in user, not only knowers),
 * a section of the profile page; on success the poll's page opens, to share its link.
 */
import { useTranslation } from '@/lib/i18n/use-translation';
import { navigate } from '@/components/shared/redirect';
import { ProfileSection } from '@/components/shared/settings-section';
import { useEdition } from '@/lib/edition/use-edition';
import { localeHref } from '@/lib/links/locale-path';
import { PollForm } from './poll-form';

export function PollEditor() {
  const { t } = useTranslation('polls');
  const { locale } = useEdition();
  return (
    <ProfileSection title={t('editor.title')} description={t('editor.description')}>
      <PollForm onCreated={(poll) => navigate(localeHref(locale.locale, `/polls/${poll.uuid}`))} />
    </ProfileSection>
  );
}
