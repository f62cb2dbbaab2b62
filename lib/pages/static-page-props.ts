/**
 * Props every statically generated public page gets: translations and the shell's data.
 * Pages are regenerated at most every REVALIDATE_SECONDS (ISR).
 */
import type { GetStaticProps } from 'next';
import { buildShellData, type ShellData } from '@/lib/pages/shell-data';
import { editionFor } from '@/lib/edition/edition-record';
import { loadTranslations, type Namespace } from '@/lib/i18n/translations';

export const REVALIDATE_SECONDS = 3600;

export interface ShellPageProps {
  shell: ShellData;
}

/** `topics: true` for a page that reads the subjects' topics from `shell` (buildShellData). */
export async function shellPageProps(locale: string | undefined, namespaces: Namespace[] = [], { topics = false }: { topics?: boolean } = {}) {
  const { country } = editionFor(locale);
  return {
    ...(await loadTranslations(locale, namespaces)),
    shell: buildShellData(country.code, { topics }),
  };
}

/**
 * getStaticProps of a page whose own data loads in the browser: the shell and these translations,
 * plus any props `extra` computes from the locale, regenerated every REVALIDATE_SECONDS.
 */
export function shellStaticProps<Extra extends object = object>(
  namespaces: Namespace[],
  extra?: (locale: string | undefined) => Extra,
): GetStaticProps<ShellPageProps & Extra> {
  return async ({ locale }) => ({
    props: { ...(await shellPageProps(locale, namespaces)), ...(extra?.(locale) as Extra) },
    revalidate: REVALIDATE_SECONDS,
  });
}
