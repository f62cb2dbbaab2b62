/**
 * The landing's sections below the hero. pages/index.tsx renders them on the server with the
 * page and, in the browser, loads this module as its own chunk while the rest of the page
 * hydrates (issue 9 §8: the landing's first-load JavaScript).
 */
export { AppDownloadSection } from './app-download-section';
export { FaqSection } from './faq-section';
export { FinalCta } from './final-cta';
export { OffersSection } from './offers-section';
export { PopularKnows } from './popular-knows';
export { SubjectsTeaser } from './subjects-teaser';
