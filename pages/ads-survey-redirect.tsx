/** /ads-survey-redirect (spec §2.1): on to the survey; this page renders only when nobody may be sent on. */
import { useTranslation } from '@/lib/i18n/use-translation';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { MessagePanel } from '@/components/ui/message-panel';
import { useEdition } from '@/lib/edition/use-edition';
import { localeHref } from '@/lib/links/locale-path';
import { surveyServerSideProps, type SurveyPageProps } from '@/server/ads-survey/page-props';

export default function AdsSurveyRedirectPage({ shell, outcome }: SurveyPageProps) {
  const { t } = useTranslation('polls');
  const { locale } = useEdition();
  const key = outcome === 'REFUSED' ? 'survey.refused' : 'survey.none';
  return (
    <PageShell shell={shell}>
      <PageHead title={t(`${key}.title`)} noindex />
      <MessagePanel title={t(`${key}.title`)} message={t(`${key}.text`)} actionLabel={t('survey.home')} actionHref={localeHref(locale.locale, '/')} />
    </PageShell>
  );
}

export const getServerSideProps = surveyServerSideProps;
