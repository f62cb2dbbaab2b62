/** /app/flashcards/test?knowUuid=: a test on one set; the server grades it at the end. */
import { gradeTest } from '@/lib/api/study';
import { StudySetScreen } from '../study-set-screen';
import { TestSession } from './test-session';

export function TestScreen() {
  return (
    <StudySetScreen mode="test">
      {(set, exit) => <TestSession key={set.knowUuid} set={set} onGrade={(answers) => gradeTest(set.knowUuid, answers)} onExit={exit} />}
    </StudySetScreen>
  );
}
