/** No flashcard sets yet: import your own, or find sets by others (the shared EmptyState). */
import { useTranslation } from '@/lib/i18n/use-translation';
import { Icon, IconTile } from '@/components/ui/icons';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useEdition } from '@/lib/edition/use-edition';
import { localeHref } from '@/lib/links/locale-path';

export function FlashcardsEmpty() {
  const { t } = useTranslation('library');
  const { locale } = useEdition();
  return (
    <EmptyState
      icon={
        <IconTile $tone="pink">
          <Icon name="flashcards" />
        </IconTile>
      }
      title={t('flashcards.emptyTitle')}
      text={t('flashcards.emptyText')}
      actions={
        <>
          <ButtonLink $variant="primary" href={localeHref(locale.locale, '/knows/create/import-flashcards')}>
            {t('flashcards.emptyImport')}
          </ButtonLink>
          <ButtonLink $variant="secondary" href={localeHref(locale.locale, '/app/search', { knowFormat: 'FLASHCARDS' })}>
            {t('flashcards.emptySearch')}
          </ButtonLink>
        </>
      }
    />
  );
}
