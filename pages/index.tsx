/**
 * Landing page (spec §2.1): dark transparent header over a dark hero, then real material: the
 * edition's popular knows and its subjects with their numbers of knows (issue 22, decision 0054),
 * read when the page is regenerated. Static per locale (ISR).
 * Its sections are the snap-scroll container the header hides past (§2.4, §9); the menu's
 * topics and the QR encoder stay out of the page (decision 0013).
 */
import type { GetStaticProps } from 'next';
import styled from 'styled-components';
import { useTranslation } from '@/lib/i18n/use-translation';
import { downloadPageUrl } from '@/components/home/app-download-section';
import { Hero } from '@/components/home/hero';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { HydrationSlice, lazySlice } from '@/components/ui/hydration-slice';
import { buildShellData, type ShellData } from '@/lib/pages/shell-data';
import type { LandingKnow, LandingSubject } from '@/lib/pages/landing-data';
import { getSubjects, subjectSlug } from '@/lib/config/catalogue';
import { landingMaterial } from '@/server/knows/landing-knows';
import { BRAND } from '@/lib/config/brand';
import { editionFor } from '@/lib/edition/edition-record';
import { useEdition } from '@/lib/edition/use-edition';
import { SNAP_SCROLL_ATTRIBUTE } from '@/lib/hooks/use-header-hidden';
import { loadTranslations } from '@/lib/i18n/translations';
import { REVALIDATE_SECONDS } from '@/lib/pages/static-page-props';
import { qrSvg } from '@/lib/qr';
import { theme } from '@/styles/theme';

/**
 * The sections below the hero are a chunk of their own, outside the landing's first-load
 * JavaScript (issue 9 §8, decision 0042). The server renders them with the page: with no Suspense
 * boundary around them its render waits for the chunk, and each sits in a HydrationSlice, which is
 * always written inline (a Suspense boundary would be moved out of line behind an inline script,
 * which the CSP refuses). In the browser their code arrives while the page hydrates; until then
 * React keeps each slice's server HTML (real links, native FAQ answers), so a click there is an
 * ordinary link. A client-side visit to the landing waits for the chunk before it shows the page.
 */
const loadBelowFold = () => import('@/components/home/landing-below-fold');
const PopularKnows = lazySlice(() => loadBelowFold().then((m) => m.PopularKnows));
const OffersSection = lazySlice(() => loadBelowFold().then((m) => m.OffersSection));
const SubjectsTeaser = lazySlice(() => loadBelowFold().then((m) => m.SubjectsTeaser));
const AppDownloadSection = lazySlice(() => loadBelowFold().then((m) => m.AppDownloadSection));
const FaqSection = lazySlice(() => loadBelowFold().then((m) => m.FaqSection));
const FinalCta = lazySlice(() => loadBelowFold().then((m) => m.FinalCta));

interface LandingProps {
  shell: ShellData;
  downloadQr: string | null;
  popularKnows: LandingKnow[];
  subjects: LandingSubject[];
}

export default function LandingPage({ shell, downloadQr, popularKnows, subjects }: LandingProps) {
  const { t } = useTranslation('home');
  const { country } = useEdition();
  return (
    <PageShell shell={shell} header="dark">
      <PageHead description={t('meta.description', { brand: BRAND.name })} aggregateRating={BRAND.aggregateRating} />
      <Sections {...{ [SNAP_SCROLL_ATTRIBUTE]: '' }}>
        <Hero />
        {popularKnows.length > 0 && (
          <HydrationSlice>
            <PopularKnows knows={popularKnows} />
          </HydrationSlice>
        )}
        {subjects.length > 0 && (
          <HydrationSlice>
            <SubjectsTeaser subjects={subjects} />
          </HydrationSlice>
        )}
        <HydrationSlice>
          <OffersSection />
        </HydrationSlice>
        <HydrationSlice>
          <AppDownloadSection qrSvg={downloadQr} />
        </HydrationSlice>
        {!country.homepageFaqHidden && (
          <HydrationSlice>
            <FaqSection />
          </HydrationSlice>
        )}
        <HydrationSlice>
          <FinalCta />
        </HydrationSlice>
      </Sections>
    </PageShell>
  );
}

const Sections = styled.div`
  & > section {
    scroll-snap-align: start;
  }
`;

export const getStaticProps: GetStaticProps<LandingProps> = async ({ locale }) => {
  const edition = editionFor(locale);
  const downloadQr = await qrSvg(downloadPageUrl(edition), theme.widths.qrDefault).catch(() => null);
  const catalogue = getSubjects(edition.country.code);
  const material = await landingMaterial(
    edition.locale.contentLanguage,
    catalogue.map((s) => s.id),
  );
  const subjects: LandingSubject[] = catalogue.map((s) => ({
    id: s.id,
    name: s.name,
    slug: subjectSlug(s),
    icon: s.icon,
    color: s.color,
    knowCount: material.knowCounts[s.id] ?? 0,
  }));
  return {
    props: {
      ...(await loadTranslations(locale, ['home'])),
      // Names and slugs only: the menu loads the topics when it opens.
      shell: buildShellData(edition.country.code),
      downloadQr,
      popularKnows: material.knows,
      subjects,
    },
    revalidate: Math.min(REVALIDATE_SECONDS, material.revalidate),
  };
};
