/**
 * App Store and Google Play badges in the edition's language, linking to the listings. Loaded when
 * near the screen: each SVG image is a document of its own on the page's main thread.
 */
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { badgeLanguageFor, getStoreBadge } from '@/lib/config/store-badges';
import { useEdition } from '@/lib/edition/use-edition';

export function StoreBadges() {
  const { t } = useTranslation('common');
  const { locale } = useEdition();
  const lang = badgeLanguageFor(locale.locale);
  const ios = getStoreBadge('ios', lang);
  const android = getStoreBadge('android', lang);
  return (
    <Row>
      <a href={ios.href} target="_blank" rel="noopener noreferrer">
        <img src={ios.src} alt={t('download.appStore')} width={135} height={40} loading="lazy" />
        <span className="visually-hidden">{t('newTab')}</span>
      </a>
      <a href={android.href} target="_blank" rel="noopener noreferrer">
        <img src={android.src} alt={t('download.googlePlay')} width={135} height={40} loading="lazy" />
        <span className="visually-hidden">{t('newTab')}</span>
      </a>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  img {
    display: block;
  }
`;
