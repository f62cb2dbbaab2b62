/**
 * Landing page (spec §2.1): dark transparent header over a dark hero, then real material: the
 * edition's popular knows and its subjects with their numbers of knows (issue 22, decision 0054),
 * read when the page is regenerated. Static per locale (ISR).
 * Its sections are the snap-scroll container the header hides past (§2.4, §9); the menu's
 * topics and the QR encoder stay out of the page (decision 0013).
 */
import type { GetStaticProps } from 'next';
import { lazy } from 'react';
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { downloadPageUrl } from '@/components/home/app-download-section';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { STATIC_ISLAND_ATTRIBUTE, StaticIsland } from '@/components/ui/static-island';
import { buildShellData, type ShellData } from '@/lib/pages/shell-data';
import type { LandingKnow, LandingSubject } from '@/lib/pages/landing-data';
import { getSubjects, subjectSlug } from '@/lib/config/catalogue';
import { landingMaterial } from '@/server/knows/landing-knows';
import { BRAND } from '@/lib/config/brand';
import { editionFor } from '@/lib/edition/edition-record';
import { SNAP_SCROLL_ATTRIBUTE } from '@/lib/hooks/use-header-hidden';
import { loadTranslations } from '@/lib/i18n/translations';
import { REVALIDATE_SECONDS } from '@/lib/pages/static-page-props';
import { qrSvg } from '@/lib/qr';
import { theme } from '@/styles/theme';

/**
 * The landing's content is a StaticIsland (decision 0085): links, the download QR code and native
 * FAQ answers need no React, so the browser keeps the server's HTML. Its code is a chunk of its
 * own, outside the landing's first-load JavaScript (issue 9 §8, decision 0042), loaded only when a
 * client-side navigation shows the landing (which then waits for it). The server renders it with
 * the page: with no Suspense boundary around it, its render waits for the chunk (a Suspense
 * boundary would be moved out of line behind an inline script, which the CSP refuses).
 */
const LandingContent = lazy(() => import('@/components/home/landing-content').then((m) => ({ default: m.LandingContent })));
// In development each module's styles arrive with its code (the build puts them all in one
// stylesheet, decision 0088): load the chunk so that the server's HTML of the content is styled.
if (process.env.NODE_ENV === 'development' && typeof window !== 'undefined') void import('@/components/home/landing-content');

interface LandingProps {
  shell: ShellData;
  downloadQr: string | null;
  popularKnows: LandingKnow[];
  subjects: LandingSubject[];
}

export default function LandingPage({ shell, downloadQr, popularKnows, subjects }: LandingProps) {
  const { t } = useTranslation('home');
  return (
    <PageShell shell={shell} header="dark">
      <PageHead description={t('meta.description', { brand: BRAND.name })} aggregateRating={BRAND.aggregateRating} />
      <Sections {...{ [SNAP_SCROLL_ATTRIBUTE]: '' }}>
        <StaticIsland>
          <LandingContent downloadQr={downloadQr} popularKnows={popularKnows} subjects={subjects} />
        </StaticIsland>
      </Sections>
    </PageShell>
  );
}

const Sections = styled.div`
  & > [${STATIC_ISLAND_ATTRIBUTE}] > section {
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
