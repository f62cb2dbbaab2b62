/**
 * The frame of the three payout pages: heading, the overview / request / history tabs, and the
 * gate in front of the content. Visitors go to the sign-in page and come back (useRequireSession);
 * learners see how to become a knower; a knower whose account country hides payouts (§9: CL, AR,
 * PE, MX, whatever edition they browse) sees that payouts are not offered there. Only a knower
 * where payouts exist reaches `children`, with their knower id and account country.
 */
import type { ReactNode } from 'react';
import { useRouter } from 'next/router';
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useRequireSession } from '@/components/shared/use-require-session';
import { countryName } from '@/lib/knowers/country-name';
import { AppLink } from '@/components/ui/app-link';
import { AppPage, pageH1Titles } from '@/components/ui/app-page';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SpinnerBlock } from '@/components/ui/spinner-block';
import { payoutsAvailable } from '@/lib/config/payout-access';
import { isCountryCode, type CountryCode } from '@/lib/config/countries';
import { useEdition } from '@/lib/edition/use-edition';
import { editionHref } from '@/lib/links/edition-href';
import { media, theme } from '@/styles/theme';
import { payoutPaths, type PayoutPaths } from './payout-paths';

export interface PayoutKnower {
  knowerUuid: string;
  /** The account's country: its currency, tiers and limit apply (decision 0026). */
  country: CountryCode;
  paths: PayoutPaths;
}

type Tab = keyof PayoutPaths;

export function PayoutsLayout({ tab, title, children }: { tab: Tab; title: string; children: (knower: PayoutKnower) => ReactNode }) {
  const { t } = useTranslation('payouts');
  const edition = useEdition();
  const route = useRouter().pathname;
  const paths = payoutPaths(route);
  const user = useRequireSession();
  const country: CountryCode = user?.country && isCountryCode(user.country) ? user.country : edition.country.code;

  let body: ReactNode;
  if (!user) {
    body = (
      <SpinnerBlock label={t('loading')} room={48} />
    );
  } else if (!user.knowerUuid) {
    body = (
      <EmptyState
        title={t('gate.notKnowerTitle')}
        text={t('gate.notKnowerText')}
        actions={
          <ButtonLink $variant="primary" href={editionHref(edition, '/knows/create/upload')}>
            {t('gate.upload')}
          </ButtonLink>
        }
      />
    );
  } else if (!payoutsAvailable(country)) {
    body = <EmptyState title={t('gate.hiddenTitle')} text={t('gate.hiddenText', { country: countryName(country, edition.locale.locale) })} />;
  } else {
    body = children({ knowerUuid: user.knowerUuid, country, paths });
  }

  return (
    <Page>
      <h1>{title}</h1>
      {user?.knowerUuid && payoutsAvailable(country) && (
        <Tabs aria-label={t('nav.label')}>
          {(['overview', 'request', 'history'] as const).map((key) => (
            <AppLink key={key} to={paths[key]} aria-current={key === tab ? 'page' : undefined}>
              {t(`nav.${key}`)}
            </AppLink>
          ))}
        </Tabs>
      )}
      {body}
    </Page>
  );
}

const Page = styled(AppPage)`
  max-width: 880px;
  ${pageH1Titles};
  --title-below: 16px;
`;
const Tabs = styled.nav`
  display: flex; flex-wrap: wrap; gap: 6px;
  margin: 0 0 24px;
  border-bottom: 1px solid ${theme.colors.line};
  a {
    padding: 10px 14px;
    min-height: 44px;
    display: inline-flex; align-items: center;
    white-space: nowrap;
    color: ${theme.colors.inkMuted};
    text-decoration: none;
    font-weight: 600;
    border-bottom: 3px solid transparent;
  }
  a[aria-current='page'] {
    color: ${theme.colors.blue700};
    border-bottom-color: ${theme.colors.blue700};
  }
  a:hover {
    color: ${theme.colors.blue900};
  }
  ${media.mobile} {
    a {
      padding: 10px;
    }
  }
`;
