/**
 * /profile/payouts/competition (issue 11 §5, decision 0031): the competition of the signed-in
 * knower's country: window, phase, prizes, rules, the winner's own prize (with the way to the
 * claim form), the live leaderboard with the viewer's place, and the winners once decided.
 * Where the country has none, the page says so and points to the contest page.
 */
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useRequireSession } from '@/components/shared/use-require-session';
import { AppLink } from '@/components/ui/app-link';
import { AppPage, pageH2Titles } from '@/components/ui/app-page';
import { ButtonLink } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { MessagePanel } from '@/components/ui/message-panel';
import { SpinnerBlock } from '@/components/ui/spinner-block';
import { useCompetition, usePrizeClaim, type Competition } from '@/lib/api/competition';
import { useEdition } from '@/lib/edition/use-edition';
import { localeHref } from '@/lib/links/locale-path';
import { media, theme } from '@/styles/theme';
import { isNotFound } from './competition-errors';
import { LeaderboardSection } from './leaderboard-section';
import { useCompetitionFormat } from './use-competition-format';

export const COMPETITION_FORM_PATH = '/profile/payouts/competition-form';

export function CompetitionView() {
  const { t } = useTranslation('competition');
  const { country: edition, locale } = useEdition();
  const user = useRequireSession();
  const country = user ? (user.country ?? edition.code) : null;
  const competition = useCompetition(country);

  if (!user || competition.isPending) {
    return (
      <Page>
        <SpinnerBlock label={t('loading')} room={64} />
      </Page>
    );
  }
  if (competition.isError) {
    if (isNotFound(competition.error)) {
      return (
        <MessagePanel
          title={t('none.title')}
          message={t('none.text')}
          actionLabel={t('none.link')}
          actionHref={localeHref(locale.locale, '/expansion')}
        />
      );
    }
    return (
      <Page>
        <ErrorState message={t('leaderboard.error')} retryLabel={t('leaderboard.retry')} onRetry={() => void competition.refetch()} />
      </Page>
    );
  }
  const c = competition.data;
  return (
    <Page>
      <Overview competition={c} />
      {c.decidedOn && user.knowerUuid && <MyPrize viewer={user.uuid} />}
      <LeaderboardSection
        country={c.country}
        live={c.phase === 'active'}
        viewer={{ uuid: user.uuid, knowerUuid: user.knowerUuid ?? null }}
      />
      {c.decidedOn && <Winners competition={c} />}
    </Page>
  );
}

function Overview({ competition: c }: { competition: Competition }) {
  const { t } = useTranslation('competition');
  const f = useCompetitionFormat();
  const dates = c.endsOn
    ? t('hero.dates', { start: f.day(c.startsOn), end: f.day(c.endsOn) })
    : t('hero.datesOpenEnd', { start: f.day(c.startsOn) });
  return (
    <>
      <Hero>
        <Phase data-phase={c.phase}>{t(`phase.${c.phase}`)}</Phase>
        <h1>{t('hero.title')}</h1>
        <Dates>{dates}</Dates>
        <p>{t('hero.intro')}</p>
      </Hero>
      <Columns>
        <section aria-labelledby="prizes-title">
          <h2 id="prizes-title">{t('prizes.title')}</h2>
          <Prizes>
            {c.prizes.map((p) => (
              <li key={p.rank}>
                <span>{t('prizes.place', { rank: p.rank })}</span>
                <strong>{f.money(p.amount)}</strong>
              </li>
            ))}
          </Prizes>
        </section>
        <section aria-labelledby="rules-title">
          <h2 id="rules-title">{t('rules.title')}</h2>
          <Rules>
            <li>{t('rules.window')}</li>
            <li>{t('rules.public')}</li>
            <li>{t('rules.ties')}</li>
            <li>{t('rules.winners')}</li>
          </Rules>
          <AppLink to="/legal/guidelines">{t('rules.guidelines')}</AppLink>
        </section>
      </Columns>
    </>
  );
}

/** The signed-in knower's prize, if they won: amount and the way to the claim form. */
function MyPrize({ viewer }: { viewer: string }) {
  const { t } = useTranslation('competition');
  const { locale } = useEdition();
  const f = useCompetitionFormat();
  const claim = usePrizeClaim(null, viewer);
  if (!claim.data) return null;
  const prize = claim.data;
  return (
    <Won aria-labelledby="won-title">
      <h2 id="won-title">{t('won.title')}</h2>
      <p>{t('won.text', { rank: prize.rank, amount: f.money(prize.amount) })}</p>
      {prize.state === 'PAID' ? (
        <p>{t('form.paid')}</p>
      ) : (
        <>
          {prize.state === 'SUBMITTED' && <p>{t('won.submitted')}</p>}
          <ButtonLink $variant="primary" href={localeHref(locale.locale, COMPETITION_FORM_PATH)}>
            {t('won.cta')}
          </ButtonLink>
        </>
      )}
    </Won>
  );
}

function Winners({ competition: c }: { competition: Competition }) {
  const { t } = useTranslation('competition');
  const f = useCompetitionFormat();
  return (
    <WinnersSection aria-labelledby="winners-title">
      <h2 id="winners-title">{t('winners.title')}</h2>
      {c.winners.length === 0 ? (
        <p>{t('winners.none')}</p>
      ) : (
        <>
          <p>{t('winners.text', { date: f.day(c.decidedOn!) })}</p>
          <Prizes>
            {c.winners.map((w) => (
              <li key={w.rank}>
                <span>
                  {t('prizes.place', { rank: w.rank })}: {w.knower.name}
                </span>
                <strong>{f.money(w.amount)}</strong>
              </li>
            ))}
          </Prizes>
        </>
      )}
    </WinnersSection>
  );
}

const Page = styled(AppPage)`
  max-width: 880px;
  ${pageH2Titles};
  --title-below: 12px;
`;
const Hero = styled.header`
  padding: 28px 24px;
  border-radius: ${theme.radius.webAppCard}px;
  background: linear-gradient(135deg, ${theme.colors.pink100}, ${theme.colors.blue100});
  h1 {
    margin: 8px 0;
    color: ${theme.colors.blue900};
  }
  p {
    margin: 0;
    color: ${theme.colors.inkMuted};
  }
`;
const Phase = styled.span`
  display: inline-block;
  padding: 4px 12px; border-radius: ${theme.radius.pill}px; background: ${theme.colors.surface}; font-size: 0.85rem; font-weight: 700;
  &[data-phase='active'] {
    background: ${theme.colors.pink600};
    color: ${theme.colors.surface};
  }
`;
const Dates = styled.p`
  && {
    margin-bottom: 8px;
    font-weight: 600;
    color: ${theme.colors.ink};
  }
`;
const Columns = styled.div`
  display: grid;
  gap: 32px;
  margin-top: 32px;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;
const Prizes = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex; justify-content: space-between; gap: 12px;
    padding: 10px 0;
    border-bottom: 1px solid ${theme.colors.line};
  }
`;
const Rules = styled.ul`
  margin: 0 0 12px;
  padding-left: 20px;
  color: ${theme.colors.inkMuted};
  li + li {
    margin-top: 6px;
  }
`;
const Won = styled.section`
  margin-top: 32px;
  padding: 20px 24px;
  border: 2px solid ${theme.colors.pink600};
  border-radius: ${theme.radius.webAppCard}px;
  p {
    margin: 0 0 12px;
  }
`;
const WinnersSection = styled.section`
  margin-top: 40px;
`;
