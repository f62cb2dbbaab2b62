/**
 * The landing's two ways in, offered at its top (hero) and its end (closing call to action): the
 * subjects first, the app download second. The caller words and lays them out.
 */
import { ButtonLink } from '@/components/ui/button-link';
import { useEdition } from '@/lib/edition/use-edition';
import { editionHref } from '@/lib/links/edition-href';

export function StartButtons({ subjects, app }: { subjects: string; app: string }) {
  const edition = useEdition();
  return (
    <>
      <ButtonLink $variant="primary" href={editionHref(edition, '/subjects')}>
        {subjects}
      </ButtonLink>
      <ButtonLink $variant="secondary" href={editionHref(edition, '/about/download')}>
        {app}
      </ButtonLink>
    </>
  );
}
