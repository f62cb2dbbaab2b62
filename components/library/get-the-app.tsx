/** "Get the app" on the download-know page: the store badges and, on larger screens, a QR code. */
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { StoreBadges } from '@/components/shell/store-badges';
import { QrCode } from '@/components/ui/qr-code';
import { useEdition } from '@/lib/edition/use-edition';
import { editionOrigin } from '@/lib/config/editions';
import { localeHref } from '@/lib/links/locale-path';
import { media, theme } from '@/styles/theme';

export function GetTheApp({ title }: { title: string }) {
  const { t } = useTranslation('library');
  const { locale } = useEdition();
  // The app's download page of this edition: on a phone it leads to the right store.
  const target = `${editionOrigin(locale.locale)}${localeHref(locale.locale, '/about/download')}`;
  return (
    <Box aria-labelledby="get-the-app-title">
      <div>
        <h2 id="get-the-app-title">{title}</h2>
        <p>{t('download.appText')}</p>
        <StoreBadges />
      </div>
      <Qr>
        <QrCode value={target} size={theme.widths.qrDefault} label={t('download.qrLabel')} />
        <p>{t('download.scanHint')}</p>
      </Qr>
    </Box>
  );
}

const Box = styled.section`
  display: grid;
  gap: 24px;
  align-items: center;
  padding: 24px;
  border-radius: ${theme.radius.webAppCard}px;
  background: ${theme.colors.dark};
  color: #fff;
  h2 {
    margin: 0 0 8px;
  }
  p {
    margin: 0 0 16px;
    color: #e6e8f0;
  }
  ${media.md} {
    grid-template-columns: 1fr auto;
  }
`;
const Qr = styled.div`
  display: none;
  max-width: calc(${theme.widths.qrDefault}px + 32px);
  padding: 16px;
  border-radius: ${theme.radius.xxl}px;
  background: #fff;
  text-align: center;
  p {
    margin: 8px 0 0;
    font-size: 0.85rem;
    color: ${theme.colors.ink};
  }
  /* Scanning only makes sense from another screen. */
  ${media.md} {
    display: block;
  }
`;
