/** /app/pro-plan/congratulation (spec §2.2, decision 0032): Pro is active; what it unlocks, and where to go next. */
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useRequireSession } from '@/components/shared/use-require-session';
import { AppLink } from '@/components/ui/app-link';
import { ButtonLink } from '@/components/ui/button';
import { BRAND } from '@/lib/config/brand';
import { useEdition } from '@/lib/edition/use-edition';
import { localeHref } from '@/lib/links/locale-path';
import { theme } from '@/styles/theme';
import { ProStep, StepActions } from './pro-layout';

const UNLOCKED = ['fullKnows', 'allDevices'] as const;

export function CongratulationView() {
  const { t } = useTranslation('pro-plan');
  const { locale } = useEdition();
  const user = useRequireSession();
  const vars = { pro: BRAND.proPlanName, name: user?.name ?? '' };
  return (
    <ProStep>
      <Icon aria-hidden="true">★</Icon>
      <h1>{user ? t('congratulation.titleNamed', vars) : t('congratulation.title', vars)}</h1>
      <p>{t('congratulation.text', vars)}</p>
      <ul>
        {UNLOCKED.map((f) => (
          <li key={f}>{t(`features.${f}.title`, vars)}</li>
        ))}
      </ul>
      <StepActions>
        <ButtonLink $variant="primary" href={localeHref(locale.locale, '/app/feeds')}>{t('activate.toFeed')}</ButtonLink>
        <AppLink to="/app/profile" hash="pro">{t('activate.toProfile')}</AppLink>
      </StepActions>
    </ProStep>
  );
}

const Icon = styled.div`
  font-size: 3rem;
  color: ${theme.colors.pink500};
`;
