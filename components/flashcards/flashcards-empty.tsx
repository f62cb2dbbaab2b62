/** No flashcard sets yet: import your own, or find sets by others. */
import styled from 'styled-components';
import { useTranslation } from 'next-i18next/pages';
import { Icon, IconTile } from '@/components/home/icons';
import { ButtonLink } from '@/components/ui/button';
import { useEdition } from '@/lib/edition/use-edition';
import { localeHref } from '@/lib/links/locale-path';
import { theme } from '@/styles/theme';

export function FlashcardsEmpty() {
  const { t } = useTranslation('library');
  const { locale } = useEdition();
  return (
    <Wrap>
      <IconTile $tone="pink">
        <Icon name="flashcards" />
      </IconTile>
      <h2>{t('flashcards.emptyTitle')}</h2>
      <p>{t('flashcards.emptyText')}</p>
      <Actions>
        <ButtonLink $variant="primary" href={localeHref(locale.locale, '/knows/create/import-flashcards')}>
          {t('flashcards.emptyImport')}
        </ButtonLink>
        <ButtonLink $variant="secondary" href={localeHref(locale.locale, '/app/search', { knowFormat: 'FLASHCARDS' })}>
          {t('flashcards.emptySearch')}
        </ButtonLink>
      </Actions>
    </Wrap>
  );
}

const Wrap = styled.section`
  padding: 32px 20px;
  text-align: center;
  border: 1px dashed ${theme.colors.line};
  border-radius: ${theme.radius.webAppCard}px;
  > span {
    margin: 0 auto;
  }
  h2 {
    margin: 16px 0 8px;
  }
  p {
    margin: 0 auto 20px;
    max-width: 480px;
    color: ${theme.colors.inkMuted};
  }
`;
const Actions = styled.div`
  display: flex;
  justify-content: center;
  flex-wrap: wrap;
  gap: 12px;
`;
