/** Brand, operator and external links: the same for every edition. */
export const BRAND = {
  name: 'Knowly',
  /** The Pro plan name is a fixed label (spec §9). */
  proPlanName: 'Knowly Pro',
  /** Operator details shown in the imprint and legal pages. */
  operator: {
    company: 'Knowly GmbH',
    address: 'Rosenthaler Straße 40, 10178 Berlin, Germany',
    representative: 'Lena Hoffmann, Jonas Weber (Managing Directors)',
    register: 'Amtsgericht Berlin-Charlottenburg, HRB 234567 B',
    vatId: 'DE345678912',
    email: 'hello@knowly.com',
    legalUpdatedOn: '2026-11-01',
  },
  /** The two social networks of §2.2, by handle. */
  social: {
    instagram: { handle: 'knowly', url: 'https://www.instagram.com/knowly' },
    tiktok: { handle: 'knowly', url: 'https://www.tiktok.com/@knowly' },
  },
  discordUrl: 'https://discord.gg/knowly',
  careersUrl: 'https://jobs.knowly.com',
  calendlyUrl: 'https://calendly.com/knowly/partnerships',
  knowerGuideUrl: 'https://help.knowly.com/knower-guide',
  knowerCallUrl: 'https://calendly.com/knowly/knower-call',
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
