/** /app/flashcards/learn?knowUuid=: Learn over one set; answers go to the server, which grades them. */
import { useTranslation } from 'next-i18next/pages';
import { acceptAnswer, answerCard } from '@/lib/api/study';
import { StudyFrame } from '../study-frame';
import { useStudySetPage } from '../use-study-set-page';
import { LearnSession } from './learn-session';

export function LearnScreen() {
  const { t } = useTranslation('study');
  const page = useStudySetPage();
  return (
    <StudyFrame mode="learn" knowUuid={page.knowUuid} status={page.status} set={page.set} onRetry={page.retry}>
      {page.set && page.set.cards.length > 0 ? (
        <LearnSession
          key={page.set.knowUuid}
          set={page.set}
          onAnswer={(card, kind, answer) => answerCard(card.uuid, { kind, answer })}
          onOverride={(card, answer) => acceptAnswer(card.uuid, answer)}
          onExit={page.exit}
        />
      ) : (
        <p>{t('emptySet')}</p>
      )}
    </StudyFrame>
  );
}
