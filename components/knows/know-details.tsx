/**
 * The server-rendered head of a know page: breadcrumbs, title, knower, subject and topic links,
 * dates, size, grades, status badges and the description. Dates are their UTC calendar day in
 * the edition's format (lib/dates.ts), so server and browser render the same text; grades carry
 * the edition's school names (lib/config/grades.ts).
 */
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { KnowerLink } from '@/components/shared/knower-link';
import { AppLink } from '@/components/ui/app-link';
import { Avatar } from '@/components/ui/avatar';
import type { Know } from '@/lib/api/know-types';
import { theme } from '@/styles/theme';
import { formatDate, utcCalendarDay } from '@/lib/dates';
import { gradeName } from '@/lib/config/grades';
import { useEdition } from '@/lib/edition/use-edition';

export function utcDateLabel(iso: string, locale = 'de'): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return formatDate(d, locale, { timeZone: 'UTC' });
}

/** An instant's label by its ISO text, as the server wrote it on the page. */
export type KnowDateLabels = Readonly<Record<string, string>>;

/**
 * The labels of the know's dates in the edition's format, made by the server for the page's props.
 * The browser's first Intl date formatter costs about 20 ms of main-thread time (ICU loads its
 * data); with these the know page hydrates without one (issue 25 §4, decision 0081).
 */
export function knowDateLabels(know: Pick<Know, 'publishedOn' | 'createdOn' | 'updatedOn'>, dateLocale: string): KnowDateLabels {
  const labels: Record<string, string> = {};
  for (const iso of [know.publishedOn, know.createdOn, know.updatedOn]) if (iso) labels[iso] = utcDateLabel(iso, dateLocale);
  return labels;
}

/**
 * `variant` app: the knower link goes to the profile's /app twin. `dateLabels`: the server's
 * labels (knowDateLabels); a date without one is formatted here.
 */
export function KnowDetails({ know, variant = 'web', dateLabels }: { know: Know; variant?: 'web' | 'app'; dateLabels?: KnowDateLabels | null }) {
  const { t } = useTranslation('knows');
  const { country, locale } = useEdition();
  const day = (iso: string) => dateLabels?.[iso] ?? utcDateLabel(iso, locale.dateLocale);
  const crumbs = [
    { label: t('details.subjects'), to: '/subjects' },
    ...(know.subject ? [{ label: know.subject.name, to: `/subjects/${know.subject.slug}` }] : []),
    ...(know.topic ? [{ label: know.topic.name, to: `/topics/${know.topic.uuid}` }] : []),
    { label: know.title },
  ];
  const published = know.publishedOn ?? know.createdOn;
  const updated = know.updatedOn && utcCalendarDay(know.updatedOn) !== utcCalendarDay(published) ? know.updatedOn : null;
  return (
    <header>
      <Breadcrumbs label={t('details.breadcrumb')} items={crumbs} />
      <Title>{know.title}</Title>
      {(know.isPrivate || know.status !== 'PUBLISHED') && (
        <Badges>
          {know.isPrivate && <Badge>{t('details.private')}</Badge>}
          {know.status !== 'PUBLISHED' && <Badge>{t(`details.status.${know.status}`)}</Badge>}
        </Badges>
      )}
      {know.rejectionReason && <Reason>{t('details.rejectionReason', { reason: know.rejectionReason })}</Reason>}
      <Facts>
        <Fact term={t('details.knower')}>
          <Avatar name={know.knower.user.name} src={know.knower.user.profilePictureUrl} size={28} />{' '}
          <KnowerLink knower={know.knower} variant={variant === 'app' ? 'app' : 'public'} />
        </Fact>
        {know.subject && (
          <Fact term={t('details.subject')}>
            <AppLink to={`/subjects/${know.subject.slug}`}>{know.subject.name}</AppLink>
          </Fact>
        )}
        {know.topic && (
          <Fact term={t('details.topic')}>
            <AppLink to={`/topics/${know.topic.uuid}`}>{know.topic.name}</AppLink>
          </Fact>
        )}
        {know.gradeIds.length > 0 && (
          <Fact term={t('details.grades', { count: know.gradeIds.length })}>
            {know.gradeIds.map((g) => gradeName(country.code, g)).join(', ')}
          </Fact>
        )}
        <Fact term={t('details.published')}>
          <time dateTime={published}>{day(published)}</time>
        </Fact>
        {updated && (
          <Fact term={t('details.updated')}>
            <time dateTime={updated}>{day(updated)}</time>
          </Fact>
        )}
        <Fact term={t('details.size')}>
          {know.isFlashcardKnow
            ? t('details.cardCount', { count: know.flashcardCount })
            : t('details.pageCount', { count: know.pageCount })}
        </Fact>
      </Facts>
      {know.description && <Description>{know.description}</Description>}
    </header>
  );
}

/** One term of the facts list and its value. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const Title = styled.h1`
  overflow-wrap: anywhere;
`;
const Badges = styled.p`
  display: flex; gap: 8px;
  margin: 0 0 12px;
`;
const Badge = styled.span`
  display: inline-block;
  padding: 4px 10px; border-radius: ${theme.radius.pill}px; background: ${theme.colors.blue100}; color: ${theme.colors.blue900}; font-size: 0.85rem; font-weight: 600;
`;
const Facts = styled.dl`
  display: flex; flex-wrap: wrap; gap: 8px 24px;
  margin: 0 0 12px;
  div {
    display: flex; flex-direction: column;
  }
  dt {
    font-size: 0.8rem;
    color: ${theme.colors.inkMuted};
    text-transform: uppercase;
    letter-spacing: 0.03em;
  }
  dd {
    margin: 2px 0 0;
    display: flex; align-items: center; gap: 6px;
    font-weight: 600;
  }
`;
const Description = styled.p`
  max-width: 760px;
  font-size: 1.05rem;
  color: ${theme.colors.ink};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
const Reason = styled.p`
  margin: 8px 0 0;
  padding: 8px 10px;
  border-left: 3px solid ${theme.colors.danger};
  background: #fdecea;
  border-radius: ${theme.radius.sm}px;
  overflow-wrap: anywhere;
  white-space: pre-line;
`;
