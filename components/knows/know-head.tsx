/**
 * Head of a know page: the shared PageHead (title, description, canonical path, Open Graph,
 * app links) plus what only a know has: its first-page thumbnail as the social preview image and
 * LearningResource structured data. JSON-LD is a data block, never executed, so the strict CSP
 * allows it; it is serialised with "<" escaped like PageHead's own.
 */
import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';
import { PageHead } from '@/components/seo/page-head';
import type { KnowDetail } from '@/lib/api/know-types';
import { knowPath } from '@/lib/knows/know-href';
import { knowStructuredData, serializeJsonLd } from './know-structured-data';
import { absoluteOnEdition, canonicalKnowUrl } from './know-urls';

/** Meta description: the know's own text, else a generated sentence; at most 160 characters. */
export function metaDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= 160 ? flat : `${flat.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}

export function KnowHead({ know, noindex }: { know: KnowDetail; noindex?: boolean }) {
  const { t } = useTranslation('knows');
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
    gradeLabel: (grade) => t('grades.option', { grade }),
  });
  // Rendered before PageHead so the know's own og:image is the first one crawlers read.
  return (
    <>
      <Head>
        {thumbnail && <meta key="know-og-image" property="og:image" content={thumbnail} />}
        {thumbnail && <meta key="know-og-image-alt" property="og:image:alt" content={know.title} />}
        {!noindex && (
          <script
            key="know-json-ld"
            type="application/ld+json"
            dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
          />
        )}
      </Head>
      <PageHead title={know.title} description={description} path={knowPath(know)} alternateLocales={[]} noindex={noindex} />
    </>
  );
}
