/** /knows/{slug}/view (spec §2.1): the know's document full screen, without the page shell. */
import { KnowFullScreenView } from '@/components/knows/know-full-screen';
import type { KnowPageProps } from '@/components/knows/know-page-view';
import { withQueryClient } from '@/lib/api/query-provider';

function KnowFullScreenPage(props: KnowPageProps) {
  return <KnowFullScreenView {...props} />;
}

export { getServerSideProps } from './index';

export default withQueryClient(KnowFullScreenPage);
