/**
 * Content conversion banner (spec §9: DE/AT/CH/FR/PL, COUNTRIES[code].contentConversionBanner):
 * "turn your notes into knows", linking the upload and the flashcard import. Dismissible; the
 * choice is remembered in localStorage. Shown only after the first client render, since the
 * server cannot know whether it was dismissed.
 */
import { useState } from 'react';
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Icon } from '@/components/ui/icons';
import { ButtonLink } from '@/components/ui/button';
import { useEdition } from '@/lib/edition/use-edition';
import { useHasMounted } from '@/lib/hooks/use-has-mounted';
import { localeHref } from '@/lib/links/locale-path';
import { media, theme } from '@/styles/theme';

export const CONVERSION_BANNER_STORAGE_KEY = 'knowly.contentConversionBanner.dismissed';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function wasDismissed(): boolean {
  try {
    return storage()?.getItem(CONVERSION_BANNER_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

export function ContentConversionBanner() {
  const { t } = useTranslation('library');
  const { country, locale } = useEdition();
  const mounted = useHasMounted();
  const [dismissed, setDismissed] = useState(false);

  if (!country.contentConversionBanner || !mounted || dismissed || wasDismissed()) return null;

  const dismiss = () => {
    try {
      storage()?.setItem(CONVERSION_BANNER_STORAGE_KEY, '1');
    } catch {
      // Storage full or blocked: hidden for this visit only.
    }
    setDismissed(true);
  };

  return (
    <Banner aria-labelledby="content-conversion-title">
      <IconBox aria-hidden="true">
        <Icon name="upload" size={28} />
      </IconBox>
      <Body>
        <h2 id="content-conversion-title">{t('banner.title')}</h2>
        <p>{t('banner.text')}</p>
        <Actions>
          <ButtonLink $variant="primary" href={localeHref(locale.locale, '/knows/create/upload')}>
            {t('banner.upload')}
          </ButtonLink>
          <ButtonLink $variant="secondary" href={localeHref(locale.locale, '/knows/create/import-flashcards')}>
            {t('banner.import')}
          </ButtonLink>
        </Actions>
      </Body>
      <Dismiss type="button" onClick={dismiss} aria-label={t('banner.dismiss')}>
        ×
      </Dismiss>
    </Banner>
  );
}

const Banner = styled.section`
  position: relative;
  display: flex; gap: 16px;
  margin: 0 0 24px;
  padding: 20px 56px 20px 20px;
  border-radius: ${theme.radius.webAppCard}px;
  background: linear-gradient(120deg, ${theme.colors.blue100}, ${theme.colors.pink100});
  color: ${theme.colors.blue900};
  h2 {
    margin: 0 0 6px;
    font-size: 1.2rem;
  }
  p {
    margin: 0 0 14px;
    color: ${theme.colors.ink};
  }
  ${media.mobile} {
    padding: 16px 48px 16px 16px;
  }
`;
const IconBox = styled.span`
  display: inline-flex; align-items: center; justify-content: center;
  flex: none;
  width: 52px;
  height: 52px;
  border-radius: ${theme.radius.xl}px;
  background: #fff;
  color: ${theme.colors.pink600};
  ${media.mobile} {
    display: none;
  }
`;
const Body = styled.div`
  min-width: 0;
`;
const Actions = styled.div`
  display: flex; flex-wrap: wrap; gap: 10px;
`;
const Dismiss = styled.button`
  position: absolute;
  top: 8px;
  right: 8px;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  font-size: 26px;
  line-height: 1;
  color: ${theme.colors.blue900};
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.6);
  }
`;
