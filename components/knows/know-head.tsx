/**
 * Head of a know page: the shared PageHead (title, description, canonical path, Open Graph,
 * app links) with what only a know has: its canonical URL on the know's own edition, its
 * first-page thumbnail as the social preview image and LearningResource structured data.
 */
import { useTranslation } from '@/lib/i18n/use-translation';
import { PageHead } from '@/components/shared/page-head';
import type { KnowDetail } from '@/lib/api/know-types';
import { knowPath } from '@/lib/knows/know-href';
import { knowStructuredData } from './know-structured-data';
import { absoluteOnEdition, canonicalKnowUrl } from './know-urls';
import { gradeName } from '@/lib/config/grades';
import { useEdition } from '@/lib/edition/use-edition';

/** Meta description: the know's own text, else a generated sentence; at most 160 characters. */
export function metaDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= 160 ? flat : `${flat.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}

export function KnowHead({ know, noindex }: { know: KnowDetail; noindex?: boolean }) {
  const { t } = useTranslation('knows');
  const { country } = useEdition();
  const fallback = know.subject
    ? t('meta.descriptionWithSubject', { title: know.title, subject: know.subject.name, name: know.knower.user.name })
    : t('meta.description', { title: know.title, name: know.knower.user.name });
  const description = metaDescription(know.description || fallback);
  const thumbnail = absoluteOnEdition(know, know.thumbnailUrl);
  const data = knowStructuredData({
    know,
    url: canonicalKnowUrl(know),
    thumbnailUrl: thumbnail,
    inLanguage: know.contentLanguageCode,
    gradeLabel: (grade) => gradeName(country.code, grade),
  });
  return (
    <PageHead
      title={know.title}
      description={description}
      path={knowPath(know)}
      canonicalUrl={canonicalKnowUrl(know)}
      image={thumbnail ? { url: thumbnail, alt: know.title } : null}
      structuredData={[data]}
      alternateLocales={[]}
      noindex={noindex}
    />
  );
}
