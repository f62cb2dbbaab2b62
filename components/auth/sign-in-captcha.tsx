/**
 * The sign-in captcha (decision 0022): after a RequiresCaptchaError the form shows the ALTCHA
 * widget, which solves a proof-of-work challenge in the background as soon as it appears; its
 * payload goes with the next sign-in. The widget module is imported only now, never with the
 * page. `round` changes after each attempt that used a solution: a solution works once, so the
 * widget is replaced and solves a new challenge.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Spinner } from '@/components/ui/spinner';
import { AUTH_BASE_URL } from '@/lib/api/base-urls';
import { toApiError } from '@/lib/api/errors';
import { theme } from '@/styles/theme';
import type {} from 'altcha/types/react';

/** The widget's own texts, from the captcha namespace (keys of altcha's Strings). */
const WIDGET_STRINGS = [
  'label', 'verify', 'verifying', 'verified', 'verificationRequired', 'waitAlert', 'error', 'expired', 'loading', 'reload',
  'enterCode', 'enterCodeAria', 'getAudioChallenge', 'ariaLinkLabel', 'footer', 'cancel',
] as const;

/**
 * What the form says on a RequiresCaptchaError: the first time, why; after a sent solution, why
 * it did not count (`data.reason`: expired, used, invalid).
 */
export function captchaAlert(t: (key: string) => string, error: unknown, sentSolution: boolean): string {
  if (!sentSolution) return t('required');
  const data = toApiError(error).data as { reason?: unknown } | null;
  return data?.reason === 'expired' ? t('expired') : t('retry');
}

export const CAPTCHA_CHALLENGE_URL = `${AUTH_BASE_URL}/captcha/challenge`;

type Loader = () => Promise<{ setWidgetStrings: (language: string, strings: Record<string, string>) => void }>;

const loadWidget: Loader = () => import('./altcha-widget');

export interface SignInCaptchaProps {
  /** A new value replaces the widget (the previous solution was used). */
  round: number;
  /** The solved payload, or null while there is none (a stable function, e.g. a state setter). */
  onPayload: (payload: string | null) => void;
  /** The interface language (the widget's texts are registered under it). */
  language: string;
  /** Replaces the widget module (component tests). */
  load?: Loader;
}

export function SignInCaptcha({ round, onPayload, language, load = loadWidget }: SignInCaptchaProps) {
  const { t } = useTranslation('captcha');
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    load()
      .then(({ setWidgetStrings }) => {
        setWidgetStrings(language, Object.fromEntries(WIDGET_STRINGS.map((key) => [key, t(`widget.${key}`)])));
        if (active) setReady(true);
      })
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
    };
  }, [load, language, t]);

  return (
    <Box role="group" aria-labelledby="signin-captcha-title" aria-describedby="signin-captcha-hint">
      <Title id="signin-captcha-title">{t('title')}</Title>
      <Hint id="signin-captcha-hint">{t('hint')}</Hint>
      {failed ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : ready ? (
        <Widget key={round} language={language} onPayload={onPayload} />
      ) : (
        <Spinner $size={20} aria-label={t('loading')} />
      )}
    </Box>
  );
}

function Widget({ language, onPayload }: { language: string; onPayload: (payload: string | null) => void }) {
  const ref = useRef<HTMLElement>(null);
  // A layout effect: the listeners are on the element from the commit that inserts it, so a
  // solution the widget reports straight away is never missed.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    onPayload(null);
    const verified = (e: Event) => onPayload((e as CustomEvent<{ payload?: string }>).detail?.payload ?? null);
    const changed = (e: Event) => {
      if ((e as CustomEvent<{ state?: string }>).detail?.state !== 'verified') onPayload(null);
    };
    el.addEventListener('verified', verified);
    el.addEventListener('statechange', changed);
    return () => {
      el.removeEventListener('verified', verified);
      el.removeEventListener('statechange', changed);
    };
  }, [onPayload]);
  return <altcha-widget ref={ref} challenge={CAPTCHA_CHALLENGE_URL} auto="onload" language={language.toLowerCase()} name="captcha" />;
}

const Box = styled.div`
  margin: 4px 0 18px;
  padding: 14px 16px;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.md}px;
`;
const Title = styled.p`
  margin: 0 0 4px;
  font-weight: 600;
  color: ${theme.colors.blue900};
`;
const Hint = styled.p`
  margin: 0 0 12px;
  color: ${theme.colors.inkMuted};
  font-size: 0.9rem;
`;
