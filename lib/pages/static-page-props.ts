/**
 * Props every statically generated public page gets: translations and the shell's data.
 * Pages are regenerated at most every REVALIDATE_SECONDS (ISR).
 */
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
