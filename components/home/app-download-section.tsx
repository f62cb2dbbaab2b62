/** App download: QR code to the download page (desktop), store badges, link to the download page. */
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { StoreBadges } from '@/components/shell/store-badges';
import { AppLink } from '@/components/ui/app-link';
import { QrCode } from '@/components/ui/qr-code';
import { BRAND } from '@/lib/config/brand';
import { useEdition, type EditionContext } from '@/lib/edition/use-edition';
import { editionHref } from '@/lib/links/edition-href';
import { media, theme } from '@/styles/theme';
import { Inner, Lead, Section, SectionTitle } from '@/components/shared/landing-section';

/** The address the section's QR code encodes. */
export function downloadPageUrl(edition: EditionContext): string {
  return `${edition.origin}${editionHref(edition, '/about/download')}`;
}

/** `qrSvg`: the QR code drawn on the server (pages/index.tsx), so the encoder never ships. */
export function AppDownloadSection({ qrSvg }: { qrSvg?: string | null }) {
  const { t } = useTranslation('home');
  const edition = useEdition();
  const downloadPage = downloadPageUrl(edition);
  return (
    <Section $tone="dark" aria-labelledby="app-title">
      <Layout>
        <div>
          <SectionTitle id="app-title">{t('app.title', { brand: BRAND.name })}</SectionTitle>
          <Lead $onDark>{t('app.text')}</Lead>
          <StoreBadges />
          <More>
            <AppLink to="/about/download">{t('app.more')}</AppLink>
          </More>
        </div>
        <QrBox>
          <QrCode value={downloadPage} svg={qrSvg} size={theme.widths.qrDefault} label={t('app.qrLabel', { brand: BRAND.name })} />
          <p>{t('app.scanHint')}</p>
        </QrBox>
      </Layout>
    </Section>
  );
}

const Layout = styled(Inner)`
  display: grid;
  gap: 32px;
  align-items: center;
  ${media.md} {
    grid-template-columns: 1fr auto;
  }
`;
const More = styled.p`
  margin: 20px 0 0;
`;
const QrBox = styled.div`
  display: none;
  max-width: calc(${theme.widths.qrDefault}px + 48px);
  padding: 24px;
  background: ${theme.colors.surface};
  color: ${theme.colors.ink};
  border-radius: ${theme.radius.xxl}px;
  text-align: center;
  p {
    margin: 12px 0 0;
    font-size: 0.9rem;
  }
  /* Scanning only makes sense from another screen. */
  ${media.md} {
    display: block;
  }
`;
