/** Legal pages (spec §2.1, §9): real text per language, operator details from config. */
import type { GetStaticPaths, GetStaticProps } from 'next';
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { ContentColumn, Lead } from '@/components/shared/content-layout';
import { OPERATOR } from '@/lib/config/operator';
import { LEGAL_DOCUMENTS, legalDocumentsFor, type LegalDocument } from '@/lib/config/legal';
import { COUNTRIES } from '@/lib/config/countries';
import { LOCALES, LOCALE_CONFIGS } from '@/lib/config/locales';
import { editionFor } from '@/lib/edition/edition-record';
import { useEdition } from '@/lib/edition/use-edition';
import { REVALIDATE_SECONDS, shellPageProps, type ShellPageProps } from '@/lib/pages/static-page-props';
import { theme } from '@/styles/theme';
import { formatLongDate } from '@/lib/dates';

/** Translation key (legal namespace) of each document. */
const LEGAL_KEYS: Record<LegalDocument, string> = {
  imprint: 'imprint',
  privacy: 'privacy',
  guidelines: 'guidelines',
  tos: 'tos',
  'tos-knower': 'tosKnower',
  cancellation: 'cancellation',
  contact: 'contact',
};

interface Section {
  heading: string;
  body: string[];
}

/** GDPR's default age of digital consent, where a country sets no minimum age of its own. */
const DEFAULT_MINIMUM_AGE = 16;

export default function LegalPage({ shell, doc }: ShellPageProps & { doc: LegalDocument }) {
  const { t } = useTranslation('legal');
  const { country, locale } = useEdition();
  const key = LEGAL_KEYS[doc];
  const values = {
    ...OPERATOR,
    email: country.supportEmail,
    jurisdiction: country.jurisdiction,
    minimumAge: country.minimumAge ?? DEFAULT_MINIMUM_AGE,
    date: formatLongDate(OPERATOR.legalUpdatedOn, locale.dateLocale, { timeZone: 'UTC' }),
  };
  const sections = t(`${key}.sections`, { returnObjects: true, ...values }) as Section[];
  const alternateLocales = LOCALES.filter((l) => legalDocumentsFor(COUNTRIES[LOCALE_CONFIGS[l].country]).includes(doc));
  return (
    <PageShell shell={shell}>
      <PageHead title={t(`${key}.title`)} description={t(`${key}.intro`, values)} alternateLocales={alternateLocales} />
      <ContentColumn>
        <Article>
          <h1>{t(`${key}.title`)}</h1>
          <Lead>{t(`${key}.intro`, values)}</Lead>
          {Array.isArray(sections) &&
            sections.map((section) => (
              <section key={section.heading}>
                <h2>{section.heading}</h2>
                {section.body.map((paragraph, i) => (
                  <p key={i}>{paragraph}</p>
                ))}
              </section>
            ))}
          <Updated>{t('updatedOn', values)}</Updated>
        </Article>
      </ContentColumn>
    </PageShell>
  );
}

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: LOCALES.flatMap((locale) =>
    legalDocumentsFor(COUNTRIES[LOCALE_CONFIGS[locale].country]).map((doc) => ({ params: { doc }, locale })),
  ),
  fallback: 'blocking',
});

export const getStaticProps: GetStaticProps = async ({ locale, params }) => {
  const { country } = editionFor(locale);
  const doc = String(params?.doc ?? '') as LegalDocument;
  if (!LEGAL_DOCUMENTS.includes(doc) || !legalDocumentsFor(country).includes(doc)) {
    return { notFound: true, revalidate: REVALIDATE_SECONDS };
  }
  return { props: { ...(await shellPageProps(locale, ['legal'])), doc }, revalidate: REVALIDATE_SECONDS };
};

const Article = styled.article`
  max-width: 760px;
  padding-top: 24px;
  h2 {
    font-size: 1.25rem;
    margin: 28px 0 8px;
  }
  p {
    overflow-wrap: anywhere;
  }
`;
const Updated = styled.p`
  margin-top: 32px;
  color: ${theme.colors.inkMuted};
  font-size: 0.9rem;
`;
