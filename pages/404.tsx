import type { GetStaticProps } from 'next';
import { NotFoundView } from '@/components/shared/not-found-view';
import { shellPageProps, type ShellPageProps } from '@/lib/pages/static-page-props';

export default function NotFoundPage({ shell }: ShellPageProps) {
  return <NotFoundView shell={shell} />;
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await shellPageProps(locale),
});
