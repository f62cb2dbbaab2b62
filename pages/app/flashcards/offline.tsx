/**
 * /app/flashcards/offline?knowUuid= (issue 24 §7, decision 0071): study a set saved on this device,
 * with or without a network. Its HTML is the same for every learner (the study worker keeps it).
 * Signed in, not indexed.
 */
import { OfflineStudyScreen } from '@/components/study/offline/offline-study-screen';
import { shellPage } from '@/components/shell/shell-page';
import { shellStaticProps } from '@/lib/pages/static-page-props';

const OfflineStudyPage = shellPage('OfflineStudyPage', {
  head: { namespace: 'offline-study', title: 'title', noindex: true },
  view: () => <OfflineStudyScreen />,
});

export const getStaticProps = shellStaticProps(['library', 'offline-study']);

export default OfflineStudyPage;
