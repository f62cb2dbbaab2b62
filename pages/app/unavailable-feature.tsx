/** Where links to features that are not live (yet, or not in this country) lead. Not indexed. */
import type { GetStaticProps } from 'next';
import styled from 'styled-components';
import { useTranslation } from 'next-i18next/pages';
import { Icon, IconTile } from '@/components/home/icons';
import { PageHead } from '@/components/seo/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { ButtonLink } from '@/components/ui/button';
import { useEdition } from '@/lib/edition/use-edition';
import { localeHref } from '@/lib/links/locale-path';
import { REVALIDATE_SECONDS, shellPageProps, type ShellPageProps } from '@/lib/pages/static-page-props';
import { theme } from '@/styles/theme';

export default function UnavailableFeaturePage({ shell }: ShellPageProps) {
  const { t } = useTranslation('home');
  const { locale } = useEdition();
  return (
    <PageShell shell={shell}>
      <PageHead title={t('unavailable.title')} description={t('unavailable.text')} noindex />
      <Wrap>
        <IconTile $tone="pink">
          <Icon name="star" />
        </IconTile>
        <h1>{t('unavailable.title')}</h1>
        <p>{t('unavailable.text')}</p>
        <ButtonLink $variant="primary" href={localeHref(locale.locale, '/')}>
          {t('unavailable.home')}
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
  h1 {
    margin: 20px 0 12px;
    line-height: 1.2;
  }
  p {
    margin: 0 0 28px;
    color: ${theme.colors.inkMuted};
    font-size: 1.1rem;
  }
`;

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await shellPageProps(locale, ['home']),
  revalidate: REVALIDATE_SECONDS,
});
