/**
 * Any path no page matches: the 404 view, server-rendered in the edition's language with status
 * 404. (Next's own /404 page is rendered in the locale of the original URL, which for an edition
 * host is the default; see docs/decisions/0001-editions-by-host.md.)
 */
import type { GetServerSideProps } from 'next';
import { NotFoundView } from '@/components/shared/not-found-view';
import { shellPageProps, type ShellPageProps } from '@/lib/pages/static-page-props';

export default function UnknownPathPage({ shell }: ShellPageProps) {
  return <NotFoundView shell={shell} />;
}

export const getServerSideProps: GetServerSideProps = async ({ locale, res }) => {
  res.statusCode = 404;
  res.setHeader('Cache-Control', 'no-store');
  return { props: await shellPageProps(locale) };
};
