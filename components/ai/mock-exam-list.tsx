/** The learner's saved mock exams (newest first), each to take again. */
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMoreList } from '@/components/ui/load-more-list';
import { useMockExams } from '@/lib/api/ai';
import { useEdition } from '@/lib/edition/use-edition';
import { theme } from '@/styles/theme';
import { formatMediumDate } from '@/lib/dates';
import { stackedList } from './stacked-list';

export function MockExamList({ enabled, onTake }: { enabled: boolean; onTake: (uuid: string) => void }) {
  const { t } = useTranslation('ai');
  const { locale } = useEdition();
  const exams = useMockExams({ enabled });
  const date = (iso: string) => formatMediumDate(iso, locale.dateLocale);
  return (
    <section aria-labelledby="saved-exams">
      <h2 id="saved-exams">{t('exam.saved')}</h2>
      <LoadMoreList
        list={exams}
        labels={{ loading: t('loading'), error: t('errors.loadFailed'), retry: t('retry'), more: t('loadMore'), moreFailed: t('errors.loadFailed') }}
      >
        {exams.items.length === 0 ? (
          <EmptyState text={t('exam.savedEmpty')} />
        ) : (
          <List>
            {exams.items.map((e) => (
              <li key={e.uuid}>
                <div>
                  <strong>{e.title}</strong>
                  <small>
                    {t('exam.savedMeta', { count: e.questionCount, date: date(e.createdOn) })}
                    {e.bestScore !== null && ` · ${t('exam.best', { score: e.bestScore, total: e.questionCount })}`}
                  </small>
                </div>
                <Button variant="secondary" onClick={() => onTake(e.uuid)} aria-label={t('exam.takeAgainNamed', { title: e.title })}>
                  {e.attemptCount > 0 ? t('exam.takeAgain') : t('exam.take')}
                </Button>
              </li>
            ))}
          </List>
        )}
      </LoadMoreList>
    </section>
  );
}

const List = styled.ul`
  ${stackedList};
  gap: 8px;
  li {
    display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px 16px;
    padding: 10px 14px;
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius.xl}px;
  }
  div {
    display: flex; flex-direction: column;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  small {
    color: ${theme.colors.inkMuted};
  }
`;
