/**
 * The public pages of the three university AI tools are the light shell, the tool's meta title
 * and description, and ToolPageView: this makes one from its tool key, so each page file is one
 * declaration.
 */
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import type { ShellPageProps } from '@/lib/pages/static-page-props';
import { ToolPageView, type UniversityToolKey } from './tool-page-view';
import { useUniversityText } from './use-university-text';

export function universityToolPage(name: string, toolKey: UniversityToolKey) {
  function ToolPage({ shell }: ShellPageProps) {
    const { text } = useUniversityText();
    return (
      <PageShell shell={shell} header="light">
        <PageHead title={text(`${toolKey}.metaTitle`)} description={text(`${toolKey}.metaDescription`)} />
        <ToolPageView toolKey={toolKey} />
      </PageShell>
    );
  }
  ToolPage.displayName = name;
  return ToolPage;
}
