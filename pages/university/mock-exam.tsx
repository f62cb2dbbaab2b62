/** /university/mock-exam (spec §2.1, §2.3): what the tool does and the way into it, statically generated per edition. */
import { universityToolPage } from '@/components/university/tool-page';
import { shellStaticProps } from '@/lib/pages/static-page-props';

export default universityToolPage('MockExamPage', 'mockExam');

export const getStaticProps = shellStaticProps(['university']);
