/**
 * The subject catalogue a new know is classified in, for getStaticProps: the catalogue of the
 * edition of the page's content language, as the server checks it (server/knows/rules.ts).
 * Only names and ids go to the page.
 */
import { getSubjects } from '@/lib/config/catalogue';
import { editionFor } from '@/lib/edition/edition-record';
import type { ShellPageProps } from '@/lib/pages/static-page-props';
import type { CatalogueSubject } from './details-values';

/** Props of the create pages: the shell and the catalogue. */
export interface CreatePageProps extends ShellPageProps {
  subjects: CatalogueSubject[];
}

export function catalogueProps(locale: string | undefined): CatalogueSubject[] {
  const { country } = editionFor(locale);
  return getSubjects(country.edition ?? country.code).map((s) => ({
    id: s.id,
    name: s.name,
    topics: s.topics.map((t) => ({ uuid: t.uuid, name: t.name })),
  }));
}
