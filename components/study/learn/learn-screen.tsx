/** /app/flashcards/learn?knowUuid=: Learn over one set; answers go to the server, which grades them. */
import { acceptAnswer, answerCard } from '@/lib/api/study';
import { StudySetScreen } from '../study-set-screen';
import { LearnSession } from './learn-session';

export function LearnScreen() {
  return (
    <StudySetScreen mode="learn">
      {(set, exit) => (
        <LearnSession
          key={set.knowUuid}
          set={set}
          onAnswer={(card, kind, answer) => answerCard(card.uuid, { kind, answer })}
          onOverride={(card, answer) => acceptAnswer(card.uuid, answer)}
          onExit={exit}
        />
      )}
    </StudySetScreen>
  );
}
