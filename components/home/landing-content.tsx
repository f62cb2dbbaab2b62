/**
 * The landing's content: the hero and the sections below it. pages/index.tsx renders it on the
 * server with the page; in the browser it stays the server's HTML (a StaticIsland, decision 0085),
 * so this module, a chunk of its own, loads only when a client-side navigation shows the landing
 * (issue 9 §8: the landing's first-load JavaScript).
 */
import type { LandingKnow, LandingSubject } from '@/lib/pages/landing-data';
import { useEdition } from '@/lib/edition/use-edition';
import { AppDownloadSection } from './app-download-section';
import { FaqSection } from './faq-section';
import { FinalCta } from './final-cta';
import { Hero } from './hero';
import { OffersSection } from './offers-section';
import { PopularKnows } from './popular-knows';
import { SubjectsTeaser } from './subjects-teaser';

export interface LandingContentProps {
  downloadQr: string | null;
  popularKnows: LandingKnow[];
  subjects: LandingSubject[];
}

export function LandingContent({ downloadQr, popularKnows, subjects }: LandingContentProps) {
  const { country } = useEdition();
  return (
    <>
      <Hero />
      {popularKnows.length > 0 && <PopularKnows knows={popularKnows} />}
      {subjects.length > 0 && <SubjectsTeaser subjects={subjects} />}
      <OffersSection />
      <AppDownloadSection qrSvg={downloadQr} />
      {!country.homepageFaqHidden && <FaqSection />}
      <FinalCta />
    </>
  );
}
