/**
 * The blurred rest of a know (decision 0008 "Blur"): visitors in an edition that is not
 * contentUnblurred see page 1, then the remaining pages as blurred placeholders under a sign-up
 * call to action that brings them back here afterwards.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { ButtonLink } from '@/components/ui/button';
import type { Know } from '@/lib/api/know-types';
import { isContentBlurred } from '@/lib/config/country-rules';
import { useEdition } from '@/lib/edition/use-edition';
import { localeHref } from '@/lib/links/locale-path';
import { theme } from '@/styles/theme';

export const BLUR_UTM_CONTENT = 'know_blur';

/** The client-side blur rule: a visitor, and the know's edition is not in the unblurred list. */
export function isBlurredForVisitor(know: Pick<Know, 'countryCode'>, signedIn: boolean): boolean {
  return !signedIn && isContentBlurred(know.countryCode);
}

export function BlurCallToAction({ lockedPages, redirect }: { lockedPages: number; redirect: string }) {
  const { t } = useTranslation('knows');
  const { locale } = useEdition();
  const query = { redirect, utm_content: BLUR_UTM_CONTENT };
  return (
    <Card role="region" aria-labelledby="know-blur-title">
      <h2 id="know-blur-title">{t('blur.title')}</h2>
      <p>{t('blur.text', { count: lockedPages })}</p>
      <Actions>
        <ButtonLink $variant="primary" href={localeHref(locale.locale, '/auth/signup', query)}>
          {t('blur.signUp')}
        </ButtonLink>
        <ButtonLink $variant="secondary" href={localeHref(locale.locale, '/auth/signin', query)}>
          {t('blur.signIn')}
        </ButtonLink>
      </Actions>
    </Card>
  );
}

/** A locked page: the first page's thumbnail, blurred beyond reading, or a blank sheet. */
export function BlurredPage({ thumbnailUrl }: { thumbnailUrl: string | null }) {
  return (
    <Blurred aria-hidden="true" data-testid="blurred-page">
      {thumbnailUrl ? <img src={thumbnailUrl} alt="" loading="lazy" /> : <Lines />}
    </Blurred>
  );
}

/** The locked pages with the call to action kept in view while scrolling past them. */
export function LockedArea({ children, callToAction }: { children: ReactNode; callToAction: ReactNode }) {
  return (
    <Locked>
      {children}
      <Overlay>
        <Sticky>{callToAction}</Sticky>
      </Overlay>
    </Locked>
  );
}

const Card = styled.div`
  max-width: 440px;
  margin: 0 auto;
  padding: 24px;
  border-radius: ${theme.radius.xxl}px;
  background: #fff;
  box-shadow: 0 8px 32px rgba(10, 15, 36, 0.22);
  text-align: center;
  h2 {
    margin: 0 0 8px;
    font-size: 1.3rem;
  }
  p {
    margin: 0 0 18px;
    color: ${theme.colors.inkMuted};
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 10px;
`;
const Blurred = styled.div`
  position: absolute;
  inset: 0;
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    filter: blur(14px);
    transform: scale(1.08);
    opacity: 0.7;
  }
`;
const Lines = styled.div`
  position: absolute;
  inset: 12% 10%;
  filter: blur(6px);
  background: repeating-linear-gradient(to bottom, ${theme.colors.line} 0 10px, transparent 10px 26px);
`;
const Locked = styled.div`
  position: relative;
`;
const Overlay = styled.div`
  position: absolute;
  inset: 0;
  padding: 24px 12px;
  pointer-events: none;
`;
const Sticky = styled.div`
  position: sticky;
  top: 24px;
  pointer-events: auto;
`;
