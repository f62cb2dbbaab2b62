/** /university/ai-summary (spec §2.1, §2.3): what the tool does and the way into it, statically generated per edition. */
import { universityToolPage } from '@/components/university/tool-page';
import { shellStaticProps } from '@/lib/pages/static-page-props';

export default universityToolPage('AiSummaryPage', 'aiSummary');

export const getStaticProps = shellStaticProps(['university']);
