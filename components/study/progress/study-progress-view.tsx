/**
 * The study page, the view only (issue 24 §5): the streak, cards studied per day over eight
 * weeks, retention per week, and each set's new, learning and mastered cards. Days come from
 * the server as the learner's calendar days (YYYY-MM-DD) and are written with lib/dates in UTC,
 * so a day is never shifted by the reader's zone.
 */
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { AppLink } from '@/components/ui/app-link';
import { buttonStyles, buttonVariantAttrs } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { PROGRESS_LIMITS, type StudyProgressData } from '@/lib/contract/study-progress';
import { formatDayMonth, formatMediumDate } from '@/lib/dates';
import { media, theme } from '@/styles/theme';
import { BarChart, type ChartBar } from './bar-chart';
import { SetProgressList } from './set-progress-list';
import { StreakCard } from './streak-card';

const UTC = { timeZone: 'UTC' };

export function StudyProgressView({ data, locale }: { data: StudyProgressData; locale: string }) {
  const { t } = useTranslation('study-progress');
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent' });

  const dayBars: ChartBar[] = data.days.map((d) => ({
    key: d.day,
    tick: formatDayMonth(d.day, locale, UTC),
    label: formatMediumDate(d.day, locale, UTC),
    value: d.cards,
    valueText: number.format(d.cards),
  }));
  const dayMax = Math.max(0, ...data.days.map((d) => d.cards));
  const latest = [...data.weeks].reverse().find((w) => w.retention !== null);
  const weekBars: ChartBar[] = data.weeks.map((w) => ({
    key: w.from,
    tick: formatDayMonth(w.from, locale, UTC),
    label: t('retention.weekRange', { from: formatMediumDate(w.from, locale, UTC), to: formatMediumDate(w.to, locale, UTC) }),
    value: w.retention,
    valueText:
      w.retention === null
        ? t('retention.none')
        : t('retention.value', { percent: percent.format(w.retention), remembered: number.format(w.remembered), recalls: number.format(w.recalls) }),
  }));
  const table = { showTable: t('table.show'), hideTable: t('table.hide') };

  return (
    <>
      <Top>
        <StreakCard streak={data.streak} />
        <BarChart
          title={t('daily.title')}
          summary={t('daily.summary', {
            days: number.format(data.days.length),
            total: number.format(data.days.reduce((n, d) => n + d.cards, 0)),
            active: number.format(data.days.filter((d) => d.reviews > 0).length),
            max: number.format(dayMax),
          })}
          bars={dayBars}
          max={dayMax}
          maxText={number.format(dayMax)}
          tickEvery={14}
          columns={[t('daily.day'), t('daily.cards')]}
          {...table}
        />
      </Top>
      <Charts>
        <BarChart
          title={t('retention.title')}
          summary={t('retention.summary', {
            weeks: number.format(data.weeks.length),
            latest: latest?.retention != null ? percent.format(latest.retention) : t('retention.none'),
          })}
          bars={weekBars}
          max={1}
          maxText={percent.format(1)}
          tickEvery={2}
          columns={[t('retention.week'), t('retention.column')]}
          {...table}
        />
        <Explain>
          <h2>{t('explain.title')}</h2>
          <p>{t('explain.mastered', { days: PROGRESS_LIMITS.masteredStabilityDays })}</p>
          <p>{t('explain.retention')}</p>
        </Explain>
      </Charts>
      <section aria-labelledby="progress-sets">
        <SetsTitle id="progress-sets">{t('sets.title')}</SetsTitle>
        {data.sets.length === 0 ? (
          <EmptyState
            text={t('sets.empty')}
            actions={
              <Link $variant="primary" to="/app/flashcards">
                {t('sets.toFlashcards')}
              </Link>
            }
          />
        ) : (
          <SetProgressList sets={data.sets} locale={locale} />
        )}
      </section>
    </>
  );
}

const Top = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 1fr) 2fr;
  gap: 16px;
  margin-bottom: 16px;
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const Charts = styled.div`
  display: grid;
  grid-template-columns: 2fr minmax(220px, 1fr);
  gap: 16px;
  margin-bottom: 28px;
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const Explain = styled.aside`
  padding: 20px;
  border-radius: ${theme.radius.xl}px;
  background: ${theme.colors.surfaceAlt};
  font-size: 0.92rem;
  h2 {
    margin: 0 0 8px;
    font-size: 1.05rem;
  }
  p {
    margin: 0 0 8px;
  }
`;
const SetsTitle = styled.h2`
  margin: 0 0 12px;
  font-size: 1.25rem;
`;
const Link = styled(AppLink).attrs(buttonVariantAttrs)<{ $variant: 'primary' }>`
  ${buttonStyles};
`;
