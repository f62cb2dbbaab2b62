/**
 * Synced (/app/library/synced): the learner's own uploads and flashcard sets, every status,
 * private ones included: what the app and the web share. Flashcard sets link to study mode.
 */
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { KnowList } from '@/components/knows/know-list';
import { AppLink } from '@/components/ui/app-link';
import { useMyKnows } from '@/lib/api/knows';
import { theme } from '@/styles/theme';
import { KnowListStates } from '@/components/shared/know-list-states';
import { LibraryEmpty } from './library-empty';
import { SectionHeader } from './section-header';

export function SyncedKnows() {
  const { t } = useTranslation('library');
  const pages = useMyKnows();
  return (
    <section aria-labelledby="library-section-title">
      <SectionHeader id="library-section-title" title={t('synced.title')} lead={t('synced.lead')} />
      <KnowListStates namespace="library" pages={pages}>
        <KnowList
          knows={pages.items}
          label={t('synced.title')}
          maxColumns={3}
          empty={
            <LibraryEmpty
              text={t('synced.empty')}
              actions={[
                { to: '/knows/create/upload', label: t('synced.upload') },
                { to: '/knows/create/import-flashcards', label: t('synced.import') },
              ]}
            />
          }
          cardProps={(know) => ({
            actions: (know.status !== 'PUBLISHED' || know.format === 'FLASHCARDS') && (
              <>
                {know.status !== 'PUBLISHED' && <Status>{t(`synced.status.${know.status}`)}</Status>}
                {know.format === 'FLASHCARDS' && (
                  <StudyLink to="/app/flashcards" query={{ knowUuid: know.uuid }} aria-label={t('synced.studyLabel', { title: know.title })}>
                    {t('synced.study')}
                  </StudyLink>
                )}
              </>
            ),
          })}
        />
      </KnowListStates>
    </section>
  );
}

const Status = styled.span`
  padding: 4px 10px; border-radius: ${theme.radius.pill}px; background: ${theme.colors.surfaceAlt}; color: ${theme.colors.inkMuted}; font-size: 0.85rem;
`;
const StudyLink = styled(AppLink)`
  display: inline-flex; align-items: center;
  min-height: 40px;
  padding: 0 14px;
  border-radius: ${theme.radius.md}px;
  background: ${theme.colors.pink600};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
`;
