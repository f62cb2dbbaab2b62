/**
 * Landing page (spec §2.1): dark transparent header over a dark hero. Static per locale (ISR).
 * Its sections are the snap-scroll container the header hides past (§2.4, §9); the menu's
 * topics and the QR encoder stay out of the page (decision 0013).
 */
import type { GetStaticProps } from 'next';
import styled, { createGlobalStyle } from 'styled-components';
import { useTranslation } from 'next-i18next/pages';
import { AppDownloadSection, downloadPageUrl } from '@/components/home/app-download-section';
import { FaqSection } from '@/components/home/faq-section';
import { FinalCta } from '@/components/home/final-cta';
import { Hero } from '@/components/home/hero';
import { OffersSection } from '@/components/home/offers-section';
import { SubjectsTeaser } from '@/components/home/subjects-teaser';
import { PageHead } from '@/components/seo/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { buildShellData, type ShellData } from '@/lib/pages/shell-data';
import { BRAND } from '@/lib/config/brand';
import { editionFor } from '@/lib/edition/edition-record';
import { useEdition } from '@/lib/edition/use-edition';
import { SNAP_SCROLL_ATTRIBUTE } from '@/lib/hooks/use-header-hidden';
import { loadTranslations } from '@/lib/i18n/translations';
import { REVALIDATE_SECONDS } from '@/lib/pages/static-page-props';
import { qrSvg } from '@/lib/qr';
import { theme } from '@/styles/theme';

interface LandingProps {
  shell: ShellData;
  downloadQr: string | null;
}

export default function LandingPage({ shell, downloadQr }: LandingProps) {
  const { t } = useTranslation('home');
  const { country } = useEdition();
  return (
    <PageShell shell={shell} header="dark">
      <PageHead description={t('meta.description', { brand: BRAND.name })} aggregateRating={BRAND.aggregateRating} />
      <SnapScroll />
      <Sections {...{ [SNAP_SCROLL_ATTRIBUTE]: '' }}>
        <Hero />
        <OffersSection />
        <SubjectsTeaser subjects={shell.subjects} />
        <AppDownloadSection qrSvg={downloadQr} />
        {!country.homepageFaqHidden && <FaqSection />}
        <FinalCta />
      </Sections>
    </PageShell>
  );
}

/** The document scrolls the landing's sections, snapping gently to each one's top. */
const SnapScroll = createGlobalStyle`
  html {
    scroll-snap-type: y proximity;
  }
`;

const Sections = styled.div`
  & > section {
    scroll-snap-align: start;
  }
`;

export const getStaticProps: GetStaticProps<LandingProps> = async ({ locale }) => {
  const edition = editionFor(locale);
  const downloadQr = await qrSvg(downloadPageUrl(edition), theme.widths.qrDefault).catch(() => null);
  return {
    props: {
      ...(await loadTranslations(locale, ['home'])),
      // Names and slugs only: the menu loads the topics when it opens.
      shell: buildShellData(edition.country.code),
      downloadQr,
    },
    revalidate: REVALIDATE_SECONDS,
  };
};
