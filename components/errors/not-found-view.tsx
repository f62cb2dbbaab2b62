import styled from 'styled-components';
import { useTranslation } from 'next-i18next/pages';
import { PageHead } from '@/components/seo/page-head';
import { PageShell } from '@/components/shell/page-shell';
import type { ShellData } from '@/components/shell/shell-data';
import { ButtonLink } from '@/components/ui/button';
import { useEdition } from '@/lib/edition/use-edition';
import { localeHref } from '@/lib/links/locale-path';

export function NotFoundView({ shell }: { shell: ShellData }) {
  const { t } = useTranslation('common');
  const { locale } = useEdition();
  return (
    <PageShell shell={shell}>
      <PageHead title={t('notFound.title')} noindex />
      <Wrap>
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.message')}</p>
        <ButtonLink $variant="primary" href={localeHref(locale.locale, '/')}>
          {t('notFound.home')}
        </ButtonLink>
      </Wrap>
    </PageShell>
  );
}

const Wrap = styled.div`
  max-width: 560px;
  margin: 96px auto;
  padding: 0 16px;
  text-align: center;
`;
