/**
 * The blurred rest of a know (decision 0008 "Blur", 0032): whoever isKnowBlurred says sees page 1,
 * then the remaining pages as blurred placeholders under a call to action: visitors sign up and
 * come back here; signed-in learners (in editions that sell Pro) get Pro.
 */
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { ButtonLink } from '@/components/ui/button';
import type { Know } from '@/lib/api/know-types';
import { isKnowBlurred, type KnowViewer } from '@/lib/config/country-rules';
import { BRAND } from '@/lib/config/brand';
import { reviewsEditionOf } from '@/lib/contract/roles';
import { useEdition } from '@/lib/edition/use-edition';
import { localeHref } from '@/lib/links/locale-path';
import type { SessionData } from '@/lib/session/session-store';
import { theme } from '@/styles/theme';

export const BLUR_UTM_CONTENT = 'know_blur';

/** The viewer as the blur rule sees them, from the stored session; null for a visitor. */
export function knowViewerOf(know: Pick<Know, 'knower' | 'countryCode'>, session: Pick<SessionData, 'token' | 'user' | 'knower'>): KnowViewer | null {
  if (!session.token) return null;
  return {
    premiumStatus: session.user?.premiumStatus,
    isOwner: !!session.knower && session.knower.uuid === know.knower.uuid,
    // A reviewer of the know's edition reads it whole, as the server serves it (decision 0050).
    isReviewer: reviewsEditionOf(session.user, know.countryCode),
  };
}

/** The client side of the one blur rule (isKnowBlurred in lib/config, as the server applies it). */
export function isBlurredForViewer(know: Pick<Know, 'countryCode'>, viewer: KnowViewer | null): boolean {
  return isKnowBlurred(know.countryCode, viewer);
}

export function BlurCallToAction({ lockedPages, redirect, signedIn }: { lockedPages: number; redirect: string; signedIn: boolean }) {
  return signedIn ? <ProCallToAction lockedPages={lockedPages} /> : <SignUpCallToAction lockedPages={lockedPages} redirect={redirect} />;
}

/** A signed-in learner without Pro: the plan page, with where they came from for analytics. */
function ProCallToAction({ lockedPages }: { lockedPages: number }) {
  const { t } = useTranslation('knows');
  const { locale } = useEdition();
  return (
    <Card role="region" aria-labelledby="know-blur-title">
      <h2 id="know-blur-title">{t('proBlur.title', { pro: BRAND.proPlanName })}</h2>
      <p>{t('proBlur.text', { count: lockedPages, pro: BRAND.proPlanName })}</p>
      <Actions>
        <ButtonLink $variant="primary" href={localeHref(locale.locale, '/pro-plan', { utm_content: BLUR_UTM_CONTENT })}>
          {t('proBlur.cta', { pro: BRAND.proPlanName })}
        </ButtonLink>
      </Actions>
    </Card>
  );
}

function SignUpCallToAction({ lockedPages, redirect }: { lockedPages: number; redirect: string }) {
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
  display: flex; flex-wrap: wrap; justify-content: center; gap: 10px;
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
