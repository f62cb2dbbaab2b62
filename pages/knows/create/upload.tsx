/** /knows/create/upload (spec §2.1): step 1 of creating a know. Signed-in only; not indexed. */
import { useTranslation } from 'next-i18next/pages';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { UploadPage } from '@/components/upload/upload-view';
import { shellStaticProps, type ShellPageProps } from '@/lib/pages/static-page-props';

export default function KnowUploadPage({ shell }: ShellPageProps) {
  const { t } = useTranslation('upload');
  return (
    <PageShell shell={shell}>
      <PageHead title={t('uploadStep.title')} noindex />
      <UploadPage variant="web" />
    </PageShell>
  );
}

export const getStaticProps = shellStaticProps(['upload', 'errors']);
