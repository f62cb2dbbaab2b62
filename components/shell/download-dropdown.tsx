/**
 * Download dropdown (spec §2.4): title, QR code (98 px), camera hint, "or", store badges.
 * Closes on outside click or Escape.
 */
import { useRef } from 'react';
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { QrCode } from '@/components/ui/qr-code';
import { useOutsideClick } from '@/lib/hooks/use-outside-click';
import { media, theme } from '@/styles/theme';
import { StoreBadges } from './store-badges';

export function DownloadDropdown({ id, qrValue, onClose }: { id: string; qrValue: string; onClose: () => void }) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDivElement>(null);
  useOutsideClick(ref, onClose, true);
  return (
    <Panel id={id} ref={ref} role="dialog" aria-labelledby={`${id}-title`}>
      <Title id={`${id}-title`}>{t('download.title')}</Title>
      <Body>
        <QrCode value={qrValue} size={theme.widths.qrDownload} label={t('download.qrLabel')} />
        <div>
          <p>{t('download.scanHint')}</p>
          <Or>{t('download.or')}</Or>
          <StoreBadges />
        </div>
      </Body>
    </Panel>
  );
}

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  min-width: ${theme.widths.downloadDropdown}px;
  background: #fff;
  color: ${theme.colors.ink};
  border-radius: ${theme.radius.xl}px;
  box-shadow: 0 12px 30px rgba(10, 15, 36, 0.18);
  padding: 20px;
  z-index: ${theme.zIndex.navbarUserDropdown};
  ${media.mobile} {
    min-width: 0;
    width: calc(100vw - 32px);
  }
`;
const Title = styled.p`
  font-weight: 700;
  font-size: 1.1rem;
  margin: 0 0 12px;
`;
const Body = styled.div`
  display: flex;
  align-items: center;
  gap: 20px;
  p {
    margin: 0 0 8px;
  }
`;
const Or = styled.p`
  color: ${theme.colors.inkMuted};
  text-transform: uppercase;
  font-size: 0.8rem;
`;
