import styled from 'styled-components';
import { useTranslation } from 'next-i18next/pages';
import { ButtonLink } from '@/components/ui/button';
import { useEdition } from '@/lib/edition/use-edition';
import { localeHref } from '@/lib/links/locale-path';

export function ErrorScreen() {
  const { t } = useTranslation('common');
  const { locale } = useEdition();
  return (
    <Wrap role="alert">
      <h1>{t('errorScreen.title')}</h1>
      <p>{t('errorScreen.message')}</p>
      <ButtonLink $variant="primary" href={localeHref(locale.locale, '/')}>
        {t('errorScreen.continue')}
      </ButtonLink>
    </Wrap>
  );
}

const Wrap = styled.main`
  max-width: 560px;
  margin: 120px auto;
  padding: 0 16px;
  text-align: center;
`;
