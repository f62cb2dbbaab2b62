/** /knows/{slug}/edit (spec §2.1): the owner edits or deletes a know. Loaded in the browser, not indexed. */
import type { GetServerSideProps } from 'next';
import { NotFoundView } from '@/components/shared/not-found-view';
import type { ShellData } from '@/lib/pages/shell-data';
import { KnowEditView } from '@/components/knows/know-edit-view';
import { knowParams } from '@/lib/contract/knows';
import { knowIdFromSlug } from '@/lib/knows/know-href';
import { shellPageProps } from '@/lib/pages/static-page-props';
import { withQueryClient } from '@/lib/api/query-provider';

interface EditPageProps {
  shell: ShellData;
  uuid: string | null;
}

function KnowEditPage({ shell, uuid }: EditPageProps) {
  if (!uuid) return <NotFoundView shell={shell} />;
  return <KnowEditView shell={shell} uuid={uuid} />;
}

export const getServerSideProps: GetServerSideProps<EditPageProps> = async ({ locale, params, res }) => {
  const param = knowParams.safeParse({ uuid: knowIdFromSlug(typeof params?.slug === 'string' ? params.slug : '') });
  const uuid = param.success ? param.data.uuid : null;
  // Personal page: never cached by a CDN.
  res.setHeader('Cache-Control', 'private, no-store');
  if (!uuid) res.statusCode = 404;
  return { props: { ...(await shellPageProps(locale, ['knows', 'upload', 'errors'])), uuid } };
};

export default withQueryClient(KnowEditPage);
