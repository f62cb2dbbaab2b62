/** The brand as every page's shell shows it, the same for every edition (operator details and other links: operator.ts). */
export const BRAND = {
  name: 'Knowly',
  /** The Pro plan name is a fixed label (spec §9). */
  proPlanName: 'Knowly Pro',
  /** The operating company (the footer's copyright line; its details: lib/config/operator.ts). */
  company: 'Knowly GmbH',
  /** The two social networks of §2.2, by handle. */
  social: {
    instagram: { handle: 'knowly', url: 'https://www.instagram.com/knowly' },
    tiktok: { handle: 'knowly', url: 'https://www.tiktok.com/@knowly' },
  },
  appStore: {
    iosAppId: '1458001234',
    iosUrl: 'https://apps.apple.com/app/knowly/id1458001234',
    androidPackage: 'com.knowly.app',
    androidUrl: 'https://play.google.com/store/apps/details?id=com.knowly.app',
    /** Dynamic deep-link redirect service (spec §7); dev uses a different domain suffix. */
    deepLinkHost: { prod: 'open.knowly.app', dev: 'open.knowly.dev' },
  },
  aggregateRating: { ratingValue: 4.7, ratingCount: 128000 },
} as const;
