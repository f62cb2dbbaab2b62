/** /app/flashcards/test?knowUuid=: a test on one set; the server grades it at the end. */
import { useTranslation } from 'next-i18next/pages';
import { gradeTest } from '@/lib/api/study';
import { StudyFrame } from '../study-frame';
import { useStudySetPage } from '../use-study-set-page';
import { TestSession } from './test-session';

export function TestScreen() {
  const { t } = useTranslation('study');
  const page = useStudySetPage();
  return (
    <StudyFrame mode="test" knowUuid={page.knowUuid} status={page.status} set={page.set} onRetry={page.retry}>
      {page.set && page.set.cards.length > 0 ? (
        <TestSession key={page.set.knowUuid} set={page.set} onGrade={(answers) => gradeTest(page.set!.knowUuid, answers)} onExit={page.exit} />
      ) : (
        <p>{t('emptySet')}</p>
      )}
    </StudyFrame>
  );
}
