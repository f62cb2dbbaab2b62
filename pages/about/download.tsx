/** /about/download: app download page with QR code, store badges and an open-app button. */
import { styled } from 'next-yak';
import { CardGrid, Section, Steps, useAboutText } from '@/components/shared/about-layout';
import { AboutPage } from '@/components/shared/about-page';
import { OpenAppButton } from '@/components/shell/open-app-button';
import { StoreBadges } from '@/components/shell/store-badges';
import { QrCode } from '@/components/ui/qr-code';
import { editionOrigin } from '@/lib/config/editions';
import { useEdition } from '@/lib/edition/use-edition';
import { localeHref } from '@/lib/links/locale-path';
import { shellStaticProps, type ShellPageProps } from '@/lib/pages/static-page-props';
import { media, theme } from '@/styles/theme';

const PATH = '/about/download';

export default function DownloadPage({ shell }: ShellPageProps) {
  const { text, list } = useAboutText();
  const { locale } = useEdition();
  // The page's own absolute URL on the edition domain (locales without an edition of their
  // own live on the default edition's domain under a /{locale} prefix, as in the canonical).
  const pageUrl = `${editionOrigin(locale.locale)}${localeHref(locale.locale, PATH)}`;

  return (
    <AboutPage
      shell={shell}
      page="download"
      heroAside={
        <QrCard>
          <h2>{text('download.qrTitle')}</h2>
          <QrFrame>
            <QrCode value={pageUrl} size={theme.widths.qrDefault} label={text('download.qrLabel')} />
          </QrFrame>
          <p>{text('download.qrHint')}</p>
        </QrCard>
      }
      heroActions={
        <Stack>
          <div role="group" aria-label={text('download.storesLabel')}>
            <StoreBadges />
          </div>
          <OpenRow>
            <span>{text('download.alreadyInstalled')}</span>
            <OpenAppButton path={PATH} referrerScreen="download_page" />
          </OpenRow>
        </Stack>
      }
    >
      <Section id="benefits" title={text('download.benefits.title')}>
        <CardGrid items={list('download.benefits.items')} />
      </Section>

      <Section id="steps" title={text('download.steps.title')} alt>
        <Steps items={list('download.steps.items')} />
      </Section>
    </AboutPage>
  );
}

const Stack = styled.div`
  display: grid;
  gap: 20px;
`;
const OpenRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  color: ${theme.colors.inkMuted};
  font-weight: 600;
`;
const QrCard = styled.div`
  justify-self: start;
  width: 100%;
  max-width: 320px;
  text-align: center;
  background: ${theme.colors.surface};
  border-radius: ${theme.radius.xxl}px;
  box-shadow: 0 12px 40px rgba(10, 15, 36, 0.12);
  padding: 24px;
  ${media.lg} {
    justify-self: center;
  }
  h2 {
    font-size: 1.2rem;
    margin: 0 0 16px;
    color: ${theme.colors.blue900};
  }
  p {
    margin: 16px 0 0;
    font-size: 0.95rem;
    color: ${theme.colors.inkMuted};
  }
`;
const QrFrame = styled.div`
  display: inline-block;
  padding: 12px;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.lg}px;
  line-height: 0;
  background: #fff;
`;

export const getStaticProps = shellStaticProps(['about']);
